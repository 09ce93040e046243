import path from 'node:path';
import type { Config } from '#server/config.ts';
import { createLocalStorage, type LocalFileStorage } from './local-storage';
import type { S3FileStorage } from './s3-storage';

/** Local disk by default; S3 when S3_BUCKET is set (its SDK loads only then: faster starts). */
export async function createStorage(
  config: Config,
  now: () => Date,
): Promise<LocalFileStorage | S3FileStorage> {
  const { storage } = config;
  if (storage.kind === 's3') {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage({ ...storage, now });
  }
  return createLocalStorage({
    publicDir: storage.dir,
    privateDir: path.join(config.dataDir, 'private'),
    incomingDir: path.join(config.dataDir, 'incoming'),
    secret: config.authSecret,
    now,
  });
}
