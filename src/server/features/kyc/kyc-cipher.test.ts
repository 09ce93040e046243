import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createKycCipher } from './kyc-cipher';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kasrat-kyc-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the KYC cipher', () => {
  const cipher = createKycCipher(randomBytes(32));

  it('gives the number back, and a different ciphertext every time', () => {
    const first = cipher.encrypt('234567890124', 'trainer-1', 'aadhaar_number');
    const second = cipher.encrypt('234567890124', 'trainer-1', 'aadhaar_number');
    expect(first).not.toBe(second);
    expect(first).not.toContain('234567890124');
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(cipher.decrypt(first, 'trainer-1', 'aadhaar_number')).toBe('234567890124');
  });

  it('refuses a value altered, moved to another row or column, or sealed with another key', () => {
    const sealed = cipher.encrypt('ABCPV1234F', 'trainer-1', 'pan_number');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() =>
      cipher.decrypt(`${version}.${iv}.${tag}.${flipped}`, 'trainer-1', 'pan_number'),
    ).toThrow();
    expect(() => cipher.decrypt(sealed, 'trainer-2', 'pan_number')).toThrow();
    expect(() => cipher.decrypt(sealed, 'trainer-1', 'aadhaar_number')).toThrow();
    expect(() =>
      createKycCipher(randomBytes(32)).decrypt(sealed, 'trainer-1', 'pan_number'),
    ).toThrow();
    expect(() => cipher.decrypt('ABCPV1234F', 'trainer-1', 'pan_number')).toThrow();
  });
});

describe('KYC_ENCRYPTION_KEY', () => {
  it('is generated once into the data directory on the embedded default', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.kycEncryptionKey).toHaveLength(32);
    expect(readFileSync(path.join(dir, 'kyc-encryption-key'), 'utf8')).toBe(
      config.kycEncryptionKey.toString('hex'),
    );
    expect(loadConfig({ DATA_DIR: dir }).kycEncryptionKey.equals(config.kycEncryptionKey)).toBe(
      true,
    );
  });

  it('takes 32 bytes in hex or base64', () => {
    const key = randomBytes(32);
    const dir = dataDir();
    for (const text of [key.toString('hex'), key.toString('base64')]) {
      expect(
        loadConfig({ DATA_DIR: dir, KYC_ENCRYPTION_KEY: text }).kycEncryptionKey.equals(key),
      ).toBe(true);
    }
    expect(() =>
      loadConfig({ DATA_DIR: dir, KYC_ENCRYPTION_KEY: randomBytes(16).toString('hex') }),
    ).toThrow('Invalid configuration: KYC_ENCRYPTION_KEY must be 32 bytes in base64 or hex');
  });

  it('is required in production on a PostgreSQL server', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://kasrat@db/kasrat',
      BETTER_AUTH_SECRET: 'production-secret-production-secret-0123',
      PAYMENTS: 'sandbox',
    };
    expect(() => loadConfig(production)).toThrow(
      'Invalid configuration: KYC_ENCRYPTION_KEY is required in production when DATABASE_URL is set',
    );
    const key = randomBytes(32).toString('base64');
    expect(loadConfig({ ...production, KYC_ENCRYPTION_KEY: key }).kycEncryptionKey).toHaveLength(
      32,
    );
  });
});
