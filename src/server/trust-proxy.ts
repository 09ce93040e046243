import { isIP } from 'node:net';

/**
 * Which proxies' X-Forwarded-For entries the server believes
 * (docs/decisions/0032-one-resolved-client-address.md): none when unset, so the client address is
 * the socket's peer; a hop count (`1` behind one load balancer); or the proxies' own addresses, as
 * IPs, CIDR ranges or Fastify's names for whole ranges. `true` (believe everyone) is refused: any
 * client could then write its own address.
 */
export type TrustProxy = false | number | string[];

const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(text: string | undefined): TrustProxy | null {
  if (text === undefined) return false;
  const value = text.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : null;
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Fastify's `trustProxy` option; a hop count as the function proxy-addr makes of one. */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | TrustHop {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
type TrustHop = (address: string, hop: number) => boolean;
