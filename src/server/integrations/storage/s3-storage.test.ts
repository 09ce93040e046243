import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createStorage } from './create-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

const SIGNED_AT = new Date('2026-03-02T04:30:00.000Z');
const options: S3StorageOptions = {
  bucket: 'kasrat-media',
  region: 'ap-south-1',
  endpoint: null,
  publicUrl: null,
  accessKeyId: 'AKIAEXAMPLEKEY',
  secretAccessKey: 'example-secret-key',
  now: () => SIGNED_AT,
};
const GRANT = '0b8f3c1e-5a4d-4e2f-9c7b-1d2e3f4a5b6c';

describe('S3 storage (signing only, no network)', () => {
  it('presigns a 10-minute PUT of the declared type to the incoming key', async () => {
    const url = new URL(
      await createS3Storage(options).createUploadUrl({
        grantId: GRANT,
        token: 'unused-by-s3',
        incomingKey: `incoming/${GRANT}`,
        contentType: 'image/png',
        expiresAt: new Date(SIGNED_AT.getTime() + 600_000),
      }),
    );
    expect(url.origin).toBe('https://kasrat-media.s3.ap-south-1.amazonaws.com');
    expect(url.pathname).toBe(`/incoming/${GRANT}`);
    const query = url.searchParams;
    expect(query.get('X-Amz-Expires')).toBe('600');
    expect(query.get('X-Amz-Date')).toBe('20260302T043000Z');
    expect(query.get('X-Amz-Credential')).toBe(
      'AKIAEXAMPLEKEY/20260302/ap-south-1/s3/aws4_request',
    );
    // The browser must send this Content-Type: S3 refuses the PUT otherwise.
    expect(query.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect([...query.keys()].some((name) => name.toLowerCase().includes('checksum'))).toBe(false);
  });

  it('signs the Content-Type into the URL, so another type gives another signature', async () => {
    const storage = createS3Storage(options);
    const target = {
      grantId: GRANT,
      token: '',
      incomingKey: `incoming/${GRANT}`,
      expiresAt: SIGNED_AT,
    };
    const png = new URL(await storage.createUploadUrl({ ...target, contentType: 'image/png' }));
    const gif = new URL(await storage.createUploadUrl({ ...target, contentType: 'image/gif' }));
    expect(png.searchParams.get('X-Amz-Signature')).not.toBe(
      gif.searchParams.get('X-Amz-Signature'),
    );
  });

  it('addresses an S3-compatible endpoint path-style', async () => {
    const storage = createS3Storage({ ...options, endpoint: 'http://127.0.0.1:9000' });
    const url = new URL(
      await storage.createUploadUrl({
        grantId: GRANT,
        token: '',
        incomingKey: `incoming/${GRANT}`,
        contentType: 'image/webp',
        expiresAt: SIGNED_AT,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      `http://127.0.0.1:9000/kasrat-media/incoming/${GRANT}`,
    );
    expect(storage.publicUrl('public/avatars/a.webp')).toBe(
      'http://127.0.0.1:9000/kasrat-media/public/avatars/a.webp',
    );
  });

  it('builds public URLs from S3_PUBLIC_URL, else the bucket host, for public keys only', () => {
    expect(createS3Storage(options).publicUrl(`public/avatars/${GRANT}.webp`)).toBe(
      `https://kasrat-media.s3.ap-south-1.amazonaws.com/public/avatars/${GRANT}.webp`,
    );
    const cdn = createS3Storage({ ...options, publicUrl: 'https://media.kasrat.in/' });
    expect(cdn.publicUrl(`public/hero/${GRANT}-800w.webp`)).toBe(
      `https://media.kasrat.in/public/hero/${GRANT}-800w.webp`,
    );
    expect(() => cdn.publicUrl(`private/kyc/${GRANT}.webp`)).toThrow();
    expect(() => cdn.publicUrl('public/../private/kyc/x.webp')).toThrow();
  });

  it('gives short-lived presigned GET links to private keys only', async () => {
    const storage = createS3Storage(options);
    const url = new URL(await storage.createPrivateReadUrl(`private/kyc/${GRANT}.webp`, 300));
    expect(url.pathname).toBe(`/private/kyc/${GRANT}.webp`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    await expect(
      storage.createPrivateReadUrl(`public/avatars/${GRANT}.webp`, 300),
    ).rejects.toThrow();
  });

  it('is chosen when S3_BUCKET is set', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/kasrat-unused',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      S3_BUCKET: 'kasrat-media',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY',
      S3_SECRET_ACCESS_KEY: 'example-secret-key',
    });
    expect((await createStorage(config, () => SIGNED_AT)).kind).toBe('s3');
  });
});
