import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Any header a proxy may add to name the client it forwarded for. */
const PROXY_HEADER = /^(forwarded|x-forwarded-.*|x-real-ip|via|.*client-ip|.*connecting-ip)$/;

/**
 * Who may call an operator's route (/metrics, /ops/backup): with a token, whoever sends it as a
 * bearer token; without one, only a client on this machine talking to the server directly: the
 * resolved client address (the peer, or under TRUST_PROXY the address the proxy names) is
 * loopback and no header says a proxy forwarded the request. A same-host proxy therefore
 * never lends its own loopback address to the client behind it
 * (docs/decisions/0032-one-resolved-client-address.md).
 */
export function mayCallOpsRoute(request: FastifyRequest, token: string | null): boolean {
  if (token === null) {
    return (
      LOOPBACK.has(request.ip) &&
      LOOPBACK.has(request.socket.remoteAddress ?? '') &&
      !Object.keys(request.headers).some((name) => PROXY_HEADER.test(name))
    );
  }
  const sent = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}
