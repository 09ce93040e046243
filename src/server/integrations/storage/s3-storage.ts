import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertStorageKey,
  type FileStorage,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  type UploadTarget,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2…); addressed path-style. */
  endpoint: string | null;
  /** Where `public/…` keys are read from (a CDN or the bucket's website); else the bucket URL. */
  publicUrl: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  now: () => Date;
}

export interface S3FileStorage extends FileStorage {
  readonly kind: 's3';
}

/** The browser has this long to PUT the file once it has the presigned URL. */
export const S3_UPLOAD_URL_SECONDS = 600;

/**
 * S3 (or compatible) storage. The bucket policy should allow anonymous GET on `public/*`
 * only; `private/*` and `incoming/*` are read through presigned links.
 */
export function createS3Storage(options: S3StorageOptions): S3FileStorage {
  const { bucket, now } = options;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    // Without these the SDK adds a CRC32 of an empty body to presigned PUT URLs, which S3
    // then refuses for the browser's real file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const publicBase = (
    options.publicUrl ??
    (options.endpoint
      ? `${options.endpoint.replace(/\/$/, '')}/${bucket}`
      : `https://${bucket}.s3.${options.region}.amazonaws.com`)
  ).replace(/\/$/, '');

  return {
    kind: 's3',

    async createUploadUrl(target: UploadTarget) {
      assertStorageKey(target.incomingKey, 'incoming');
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: target.incomingKey,
        ContentType: target.contentType,
      });
      return getSignedUrl(client, command, {
        expiresIn: S3_UPLOAD_URL_SECONDS,
        signingDate: now(),
        // Signed as a header, so a PUT with another Content-Type is refused by S3.
        signableHeaders: new Set(['content-type']),
        unhoistableHeaders: new Set(['content-type']),
      });
    },

    async putObject(key, body, contentType) {
      const area = assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: area === 'public' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
        }),
      );
    },

    async statObject(key) {
      assertStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async getObject(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async deleteObject(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    publicUrl(key) {
      assertStorageKey(key, 'public');
      return `${publicBase}/${key}`;
    },

    async createPrivateReadUrl(key, ttlSeconds) {
      assertStorageKey(key, 'private');
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: ttlSeconds,
        signingDate: now(),
      });
    },
  };
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  );
}
