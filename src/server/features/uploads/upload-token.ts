import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret in a local upload URL: `<nonce>.<signature>`, the signature binding the nonce
 * to its grant with the server's secret. A forged or mangled token is refused before the
 * database is asked; the database keeps only a hash, so a leaked table cannot upload.
 */
export function createUploadToken(secret: string, grantId: string): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${sign(secret, grantId, nonce)}`;
}

export function hasValidUploadSignature(secret: string, grantId: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return sameText(signature, sign(secret, grantId, nonce));
}

export function hashUploadToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function sign(secret: string, grantId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`upload\n${grantId}\n${nonce}`).digest('base64url');
}
