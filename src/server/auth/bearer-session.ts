import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionLookup, SessionUserRow } from './sessions.repository';

/** better-auth's defaults, which we keep: sessions last 7 days and are extended daily. */
const SESSION_SECONDS = 7 * 24 * 3600;
const REFRESH_AFTER_SECONDS = 24 * 3600;

/**
 * The session token in an `Authorization: Bearer` header, as better-auth's bearer plugin reads
 * it: either the bare token, or `token.signature` with an HMAC-SHA256 (base64url) of the token
 * under the auth secret. Null when the header is not a bearer token or the signature is wrong.
 */
export function bearerSessionToken(header: string, secret: string): string | null {
  if (header.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  let token = header.slice(7).trim();
  if (!token) return null;
  if (!token.includes('.')) return token;
  if (token.includes('%')) {
    try {
      token = decodeURIComponent(token);
    } catch {}
  }
  const [value = '', signature = ''] = token.split('.');
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64url'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
}

export type BearerLookup =
  | { kind: 'user'; user: SessionUserRow }
  | { kind: 'none' }
  /** The session is due for its daily extension: better-auth's own lookup does that write. */
  | { kind: 'refresh' };

/**
 * Resolves a bearer token with one read. Everything that writes (sign-in, sign-out, the daily
 * extension) stays with better-auth; this only answers "whose valid session is this?".
 */
export async function lookUpBearerSession(
  sessions: SessionLookup,
  token: string,
  now: Date,
): Promise<BearerLookup> {
  const row = await sessions.findByToken(token);
  if (!row || row.expiresAt.getTime() <= now.getTime()) return { kind: 'none' };
  const refreshDue =
    row.expiresAt.getTime() - SESSION_SECONDS * 1000 + REFRESH_AFTER_SECONDS * 1000 <=
    now.getTime();
  return refreshDue ? { kind: 'refresh' } : { kind: 'user', user: row.user };
}
