import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';

/**
 * Tests only (TEST_PASSWORD_HASH=fast, which the configuration refuses outside NODE_ENV=test):
 * scrypt at a cost a test can afford. better-auth's own (N=16384, r=16) takes about 100 ms of
 * CPU a hash, and the suite hashes on every sign-up and password sign-in
 * (docs/decisions/0034-test-suite-under-three-minutes.md). The hash is still a salted scrypt
 * that a wrong password fails; a hash without the prefix (the demo data's, made by better-auth) is checked by better-auth.
 */
const PREFIX = 'test-scrypt:';
const COST: ScryptOptions = { N: 1024, r: 1, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export const testPasswordHash = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(PREFIX.length).split(':');
    if (!salt || !key) return false;
    return timingSafeEqual(await derive(password, salt), Buffer.from(key, 'hex'));
  },
};
