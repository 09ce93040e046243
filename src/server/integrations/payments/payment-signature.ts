import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in hex, as Razorpay signs payments (`order_id|payment_id`) and webhooks (raw body). */
export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** Compares in constant time, so a forger learns nothing from how long a refusal takes. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-shaped ids: a prefix and 14 random characters, e.g. `order_Nf3kQ8zXy1AbCd`. */
export function providerId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${id}`;
}
