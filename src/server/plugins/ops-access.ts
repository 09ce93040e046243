import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may call an operator's route (/metrics, /ops/backup): with a token, whoever sends it as a
 * bearer token; without one, only a client on this machine talking to the server directly (the
 * TCP peer is loopback and no proxy forwarded the request), so the route stays off the public
 * internet by default.
 */
export function mayCallOpsRoute(request: FastifyRequest, token: string | null): boolean {
  if (token === null) {
    return (
      LOOPBACK.has(request.socket.remoteAddress ?? '') &&
      request.headers['x-forwarded-for'] === undefined
    );
  }
  const sent = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}
