/**
 * File storage port. Keys are slash-separated and start with the area they live in:
 * `public/…` (anyone may read, served at a stable URL), `private/…` (KYC documents: only
 * through a short-lived signed link) and `incoming/…` (raw uploads waiting to be checked;
 * only the S3 adapter uses it, because S3 cannot look inside a file before accepting it).
 */
export type StorageArea = 'public' | 'private' | 'incoming';

export interface UploadTarget {
  grantId: string;
  /** The secret the local adapter puts in its URL; S3 signs its own. */
  token: string;
  /** Where the raw file lands when storage cannot check it on arrival (S3). */
  incomingKey: string;
  contentType: string;
  expiresAt: Date;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** The address the browser PUTs the file to, with its Content-Type. */
  createUploadUrl(target: UploadTarget): Promise<string>;
  putObject(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's size, or null when there is none. */
  statObject(key: string): Promise<{ size: number } | null>;
  getObject(key: string): Promise<Buffer | null>;
  deleteObject(key: string): Promise<void>;
  /** The URL anyone can load a `public/…` key from. */
  publicUrl(key: string): string;
  /** A link to a `private/…` key that works for `ttlSeconds` and is refused afterwards. */
  createPrivateReadUrl(key: string, ttlSeconds: number): Promise<string>;
}

const KEY = /^(public|private|incoming)\/[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

/** Refuses anything that is not one of our own keys (no `..`, no absolute paths). */
export function assertStorageKey(key: string, area?: StorageArea): StorageArea {
  const match = KEY.exec(key);
  if (!match || key.includes('//') || (area && match[1] !== area)) {
    throw new Error(`Not a ${area ?? 'storage'} key: ${key}`);
  }
  return match[1] as StorageArea;
}

/** The key without its area prefix: `public/avatars/a.webp` -> `avatars/a.webp`. */
export function keyPath(key: string): string {
  return key.slice(key.indexOf('/') + 1);
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
