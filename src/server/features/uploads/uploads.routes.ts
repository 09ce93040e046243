import { mkdir } from 'node:fs/promises';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#server/http-error.ts';
import {
  type LocalFileStorage,
  PRIVATE_READ_PREFIX,
  UPLOAD_PUT_PREFIX,
} from '#server/integrations/storage/local-storage.ts';
import type { S3FileStorage } from '#server/integrations/storage/s3-storage.ts';
import { PRIVATE_CACHE_CONTROL } from '#server/integrations/storage/storage.ts';
import { publicFiles } from '#server/plugins/access.ts';
import { signedInUser } from '#server/plugins/auth.ts';
import { accountOrAddress } from '#server/plugins/rate-limit-keys.ts';
import { MAX_IMAGE_BYTES, UPLOAD_FIELDS } from '#shared/image-upload.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { UploadsService } from './uploads.service';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const uploadField = z.enum(UPLOAD_FIELDS, { error: MESSAGES.uploadFieldInvalid });

export function uploadsRoutes(service: UploadsService, storage: LocalFileStorage | S3FileStorage) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const security = [{ bearer: [] }];

    app.get(
      '/api/upload-url',
      {
        config: {
          access: 'signed-in',
          rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: accountOrAddress },
        },
        schema: {
          security,
          tags: ['uploads'],
          description:
            'A signed, single-use address to PUT one image to (10 minutes), and the fileUrl it will have. Public images get sizes beside the main one named `-<width>w.webp`.',
          querystring: z.object({
            fileType: z.string({ error: MESSAGES.invalidImage }).max(100, MESSAGES.invalidImage),
            fieldName: uploadField,
          }),
          response: {
            200: ok(
              z.object({ uploadUrl: z.string(), fileUrl: z.string(), expiresAt: z.string() }),
            ),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.createUpload(
          signedInUser(request).id,
          request.query.fieldName,
          request.query.fileType,
        ),
      }),
    );

    app.post(
      '/api/save-user-image',
      {
        config: { access: 'owner' },
        schema: {
          security,
          tags: ['uploads'],
          description:
            "Sets the caller's profile image to an image they uploaded for profileImage.",
          body: z
            .object({
              imageUrl: z.string({ error: MESSAGES.uploadNotFound }).max(1000),
              fieldName: uploadField,
            })
            .strict(),
          response: { 200: ok(z.object({ imageUrl: z.string(), fieldName: uploadField })) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.saveUserImage(
          signedInUser(request).id,
          request.body.fieldName,
          request.body.imageUrl,
        ),
      }),
    );

    if (storage.kind === 'local') await app.register(localStorageRoutes(service, storage));
  };
}

/** The local adapter's side of S3: receiving PUTs, serving public files and signed private links. */
function localStorageRoutes(service: UploadsService, storage: LocalFileStorage) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    // Only in this scope: the upload PUT takes the raw file, whatever image type it claims.
    app.removeAllContentTypeParsers();
    for (const contentType of [/^image\/[a-z0-9.+-]+$/, 'application/octet-stream']) {
      app.addContentTypeParser(
        contentType,
        { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES + 64 * 1024 },
        (_request, payload, done) => done(null, payload),
      );
    }
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, MESSAGES.imageTooLarge);
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        throw new HttpError(415, MESSAGES.invalidImage);
      }
      throw error;
    });

    app.put(
      `${UPLOAD_PUT_PREFIX}:grantId`,
      {
        config: { access: 'signed', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['uploads'],
          description:
            'The uploadUrl of the local storage: PUT the image file (at most 5 MB) with its Content-Type.',
          params: z.object({ grantId: z.string().max(64) }),
          querystring: z.object({ token: z.string().max(200).optional() }),
          response: { 200: ok(z.object({ fileUrl: z.string() })) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.receiveUpload(
          request.params.grantId,
          request.query.token,
          Buffer.isBuffer(request.body) ? request.body : undefined,
        ),
      }),
    );

    app.get(
      `${PRIVATE_READ_PREFIX}*`,
      {
        config: { access: 'signed', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          hide: true,
          querystring: z.object({
            expires: z.string({ error: MESSAGES.fileLinkInvalid }).max(20),
            signature: z.string({ error: MESSAGES.fileLinkInvalid }).max(100),
          }),
        },
      },
      async (request, reply) => {
        const key = `private/${(request.params as { '*': string })['*']}`;
        const verdict = storage.verifyPrivateRead(
          key,
          request.query.expires,
          request.query.signature,
        );
        if (verdict === 'invalid') throw new HttpError(403, MESSAGES.fileLinkInvalid);
        if (verdict === 'expired') throw new HttpError(410, MESSAGES.fileLinkExpired);
        const file = await storage.getObject(key);
        if (!file) throw new HttpError(404, MESSAGES.uploadNotFound);
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', PRIVATE_CACHE_CONTROL)
          .send(file);
      },
    );

    await mkdir(storage.publicDir, { recursive: true });
    await app.register(publicFiles, {
      root: storage.publicDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Every name is new (a fresh id per upload), so a file never changes once served.
      maxAge: '365d',
      immutable: true,
    });
  };
}
