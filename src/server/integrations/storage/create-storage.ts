import { type Config, embeddedPaths } from '#server/config.ts';
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
  const paths = embeddedPaths(config.dataDir);
  return createLocalStorage({
    publicDir: storage.dir,
    privateDir: paths.privateFiles,
    incomingDir: paths.incomingFiles,
    secret: config.authSecret,
    now,
  });
}
