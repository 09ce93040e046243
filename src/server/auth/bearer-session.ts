import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionLookup, SessionUserRow } from './sessions.repository';

/** better-auth's defaults, which we keep: sessions last 7 days and are extended daily. */
export const SESSION_SECONDS = 7 * 24 * 3600;
const REFRESH_AFTER_SECONDS = 24 * 3600;

/** The signature better-auth puts after a session token (its signed cookie's): HMAC-SHA256. */
function signatureOf(token: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(token).digest();
}

/**
 * A session token in the signed form sign-in hands out (`set-auth-token`, and the `token` of
 * our answers): `token.signature`, the signature in base64 as better-auth writes it.
 */
export function signedSessionToken(token: string, secret: string): string {
  return `${token}.${signatureOf(token, secret).toString('base64')}`;
}

/**
 * The session token in an `Authorization: Bearer` header: only `token.signature`, checked as
 * better-auth's bearer plugin (with `requireSignature`) checks it, the signature in base64 or
 * base64url, URL-encoded or not. A bare token is refused: one read from a database row, a
 * backup or a log is no credential (docs/decisions/0027-account-endpoints-codes-and-passwords.md).
 * Null when the header is not a signed bearer token.
 */
export function bearerSessionToken(header: string, secret: string): string | null {
  if (header.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  let token = header.slice(7).trim();
  if (!token.includes('.')) return null;
  if (token.includes('%')) {
    try {
      token = decodeURIComponent(token);
    } catch {}
  }
  const [value = '', signature = '', ...rest] = token.split('.');
  if (!value || rest.length > 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(signature)) return null;
  const expected = signatureOf(value, secret);
  const given = Buffer.from(signature, 'base64');
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
