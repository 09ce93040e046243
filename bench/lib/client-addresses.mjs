/**
 * The loopback address of the bench's n-th simulated phone: 127.0.1.1, 127.0.1.2, ... (Linux
 * answers on all of 127.0.0.0/8), so that per-address limits count each phone on its own, as
 * they would count phones on their own networks. 250 per /24, up to 62,500.
 */
export const clientAddress = (n) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
