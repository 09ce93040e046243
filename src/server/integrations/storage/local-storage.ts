import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage, keyPath, type UploadTarget } from './storage';

export interface LocalStorageOptions {
  /** `public/…` keys: served as-is at `/uploads/…`. */
  publicDir: string;
  /** `private/…` keys (KYC): never under publicDir, so never served statically. */
  privateDir: string;
  /** `incoming/…` keys; the local flow checks files on arrival and does not use it. */
  incomingDir: string;
  secret: string;
  now: () => Date;
}

export interface LocalFileStorage extends FileStorage {
  readonly kind: 'local';
  readonly publicDir: string;
  /** Checks a link made by createPrivateReadUrl. */
  verifyPrivateRead(
    key: string,
    expires: string,
    signature: string,
  ): 'valid' | 'expired' | 'invalid';
}

export const PUBLIC_URL_PREFIX = '/uploads/';
export const PRIVATE_READ_PREFIX = '/api/private-files/';
export const UPLOAD_PUT_PREFIX = '/api/uploads/';

/** Disk storage under DATA_DIR: the embedded default, and the one the tests exercise. */
export function createLocalStorage(options: LocalStorageOptions): LocalFileStorage {
  const { publicDir, secret, now } = options;
  const areaDir = { public: publicDir, private: options.privateDir, incoming: options.incomingDir };

  const filePath = (key: string) => {
    const area = assertStorageKey(key);
    return path.join(areaDir[area], keyPath(key));
  };

  const sign = (key: string, expires: string) =>
    createHmac('sha256', secret).update(`private-read\n${key}\n${expires}`).digest('base64url');

  return {
    kind: 'local',
    publicDir,

    async createUploadUrl(target: UploadTarget) {
      return `${UPLOAD_PUT_PREFIX}${target.grantId}?token=${encodeURIComponent(target.token)}`;
    },

    async putObject(key, body) {
      const file = filePath(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, body, { mode: 0o640 });
      await rename(partial, file);
    },

    async statObject(key) {
      try {
        const info = await stat(filePath(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async getObject(key) {
      try {
        return await readFile(filePath(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async deleteObject(key) {
      await rm(filePath(key), { force: true });
    },

    publicUrl(key) {
      assertStorageKey(key, 'public');
      return `${PUBLIC_URL_PREFIX}${keyPath(key)}`;
    },

    async createPrivateReadUrl(key, ttlSeconds) {
      assertStorageKey(key, 'private');
      const expires = String(Math.floor(now().getTime() / 1000) + ttlSeconds);
      return `${PRIVATE_READ_PREFIX}${keyPath(key)}?expires=${expires}&signature=${sign(key, expires)}`;
    },

    verifyPrivateRead(key, expires, signature) {
      try {
        assertStorageKey(key, 'private');
      } catch {
        return 'invalid';
      }
      if (!/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) * 1000 <= now().getTime() ? 'expired' : 'valid';
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
