import { randomUUID } from 'node:crypto';
import { badRequest, conflict, forbidden, HttpError, notFound } from '#server/http-error.ts';
import {
  assertStorageKey,
  type FileStorage,
  keyPath,
} from '#server/integrations/storage/storage.ts';
import { isUploadImageType, MAX_IMAGE_BYTES, type UploadField } from '#shared/image-upload.ts';
import { MESSAGES } from '#shared/messages.ts';
import { InvalidImageError, type ProcessedImage, processImage } from './image-processing';
import { UPLOAD_FIELD_RULES } from './upload-fields';
import {
  createUploadToken,
  hashUploadToken,
  hasValidUploadSignature,
  sameText,
} from './upload-token';
import type { UploadGrantRecord, UploadsRepository } from './uploads.repository';

export const UPLOAD_URL_SECONDS = 10 * 60;
/** A KYC image link handed to its owner or an admin works this long. */
export const PRIVATE_READ_SECONDS = 5 * 60;
/** What a private file's `fileUrl` looks like: a reference for our server, not an address. */
export const PRIVATE_REFERENCE_PREFIX = 'private:';

export interface UploadsServiceOptions {
  repository: UploadsRepository;
  storage: FileStorage;
  secret: string;
  now: () => Date;
}

export interface UploadedImage {
  fileUrl: string;
  /** The storage key of the main size. */
  key: string;
  visibility: 'public' | 'private';
}

const GRANT_ID_IN_URL = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/** The storage key of a private reference (`private:kyc/a.webp` -> `private/kyc/a.webp`), or null. */
export function privateKeyOf(reference: string): string | null {
  if (!reference.startsWith(PRIVATE_REFERENCE_PREFIX)) return null;
  const key = `private/${reference.slice(PRIVATE_REFERENCE_PREFIX.length)}`;
  try {
    assertStorageKey(key, 'private');
    return key;
  } catch {
    return null;
  }
}

export function createUploadsService({ repository, storage, secret, now }: UploadsServiceOptions) {
  const variantKey = (mainKey: string, suffix: string) =>
    suffix === '' ? mainKey : mainKey.replace(/\.webp$/, `${suffix}.webp`);
  const incomingKey = (grantId: string) => `incoming/${grantId}`;

  const fileUrlFor = (grant: Pick<UploadGrantRecord, 'storageKey' | 'visibility'>) =>
    grant.visibility === 'public'
      ? storage.publicUrl(grant.storageKey)
      : `${PRIVATE_REFERENCE_PREFIX}${keyPath(grant.storageKey)}`;

  async function checkImage(grant: UploadGrantRecord, body: Buffer): Promise<ProcessedImage[]> {
    if (body.length > MAX_IMAGE_BYTES) throw new HttpError(413, MESSAGES.imageTooLarge);
    const rule = UPLOAD_FIELD_RULES[grant.fieldName as UploadField];
    if (!rule) throw badRequest(MESSAGES.uploadFieldInvalid);
    try {
      return await processImage(body, rule.variants);
    } catch (error) {
      if (error instanceof InvalidImageError) throw badRequest(MESSAGES.invalidImage);
      throw error;
    }
  }

  /** Writes every size after the grant is claimed; a failed write gives the claim back. */
  async function store(grant: UploadGrantRecord, images: ProcessedImage[], claimedAt: Date) {
    const variants = images.map((image) => ({
      key: variantKey(grant.storageKey, image.suffix),
      data: image.data,
    }));
    try {
      await Promise.all(
        variants.map(({ key, data }) => storage.putObject(key, data, 'image/webp')),
      );
    } catch (error) {
      await Promise.allSettled(variants.map(({ key }) => storage.deleteObject(key)));
      await repository.releaseGrant(grant.id, claimedAt);
      throw error;
    }
  }

  /** Why a grant that could not be claimed is refused. */
  async function refusal(grantId: string, at: Date): Promise<HttpError> {
    const grant = await repository.findGrant(grantId);
    if (grant?.usedAt) return conflict(MESSAGES.uploadUrlUsed);
    if (grant && grant.expiresAt <= at) return new HttpError(410, MESSAGES.uploadUrlExpired);
    return forbidden(MESSAGES.uploadUrlInvalid);
  }

  /**
   * The image this user uploaded for this field at `imageUrl`. With S3 the raw file is
   * still in `incoming/`: it is checked, re-encoded and moved here, once.
   */
  async function takeUploadedImage(
    userId: string,
    fieldName: UploadField,
    imageUrl: string,
  ): Promise<UploadedImage> {
    const grantId = GRANT_ID_IN_URL.exec(imageUrl)?.[1];
    const grant = grantId ? await repository.findGrant(grantId) : null;
    if (
      !grant ||
      grant.userId !== userId ||
      grant.fieldName !== fieldName ||
      fileUrlFor(grant) !== imageUrl
    ) {
      throw notFound(MESSAGES.uploadNotFound);
    }
    const uploaded = { fileUrl: imageUrl, key: grant.storageKey, visibility: grant.visibility };
    if (grant.usedAt) return uploaded;

    const incoming = incomingKey(grant.id);
    const size = (await storage.statObject(incoming))?.size;
    if (size === undefined) throw notFound(MESSAGES.uploadNotFound);
    let images: ProcessedImage[];
    try {
      // S3 cannot limit a presigned PUT's size, so the limit is applied here.
      if (size > MAX_IMAGE_BYTES) throw new HttpError(413, MESSAGES.imageTooLarge);
      const body = await storage.getObject(incoming);
      if (!body) throw notFound(MESSAGES.uploadNotFound);
      images = await checkImage(grant, body);
    } catch (error) {
      // A refused file is dropped; the grant stays open for a proper one while it lasts.
      await storage.deleteObject(incoming);
      throw error;
    }
    const at = now();
    if (!(await repository.claimGrant(grant.id, at))) throw conflict(MESSAGES.uploadUrlUsed);
    await store(grant, images, at);
    await storage.deleteObject(incoming);
    return uploaded;
  }

  return {
    async createUpload(userId: string, fieldName: UploadField, fileType: string) {
      if (!isUploadImageType(fileType)) throw badRequest(MESSAGES.invalidImage);
      const rule = UPLOAD_FIELD_RULES[fieldName];
      const grantId = randomUUID();
      const token = createUploadToken(secret, grantId);
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + UPLOAD_URL_SECONDS * 1000);
      const storageKey = `${rule.visibility}/${rule.folder}/${grantId}.webp`;
      assertStorageKey(storageKey, rule.visibility);
      await repository.createGrant({
        id: grantId,
        userId,
        tokenHash: hashUploadToken(token),
        fieldName,
        declaredType: fileType.toLowerCase(),
        storageKey,
        visibility: rule.visibility,
        expiresAt,
        createdAt,
      });
      const uploadUrl = await storage.createUploadUrl({
        grantId,
        token,
        incomingKey: incomingKey(grantId),
        contentType: fileType.toLowerCase(),
        expiresAt,
      });
      return {
        uploadUrl,
        fileUrl: fileUrlFor({ storageKey, visibility: rule.visibility }),
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The local adapter's PUT: checks the grant and the image, then stores every size. */
    async receiveUpload(grantId: string, token: string | undefined, body: Buffer | undefined) {
      if (!token || !hasValidUploadSignature(secret, grantId, token)) {
        throw forbidden(MESSAGES.uploadUrlInvalid);
      }
      const grant = await repository.findGrant(grantId);
      if (!grant || !sameText(hashUploadToken(token), grant.tokenHash)) {
        throw forbidden(MESSAGES.uploadUrlInvalid);
      }
      const at = now();
      if (grant.usedAt) throw conflict(MESSAGES.uploadUrlUsed);
      if (grant.expiresAt <= at) throw new HttpError(410, MESSAGES.uploadUrlExpired);
      if (!body || body.length === 0) throw badRequest(MESSAGES.invalidImage);

      const images = await checkImage(grant, body);
      if (!(await repository.claimGrant(grant.id, at, { unexpiredAt: at }))) {
        throw await refusal(grant.id, at);
      }
      await store(grant, images, at);
      return { fileUrl: fileUrlFor(grant) };
    },

    takeUploadedImage,

    async saveUserImage(userId: string, fieldName: UploadField, imageUrl: string) {
      if (fieldName !== 'profileImage') throw badRequest(MESSAGES.imageSavedElsewhere(fieldName));
      const image = await takeUploadedImage(userId, fieldName, imageUrl);
      await repository.setProfileImage(userId, image.fileUrl, now());
      return { imageUrl: image.fileUrl, fieldName };
    },

    /** A short-lived link to a private image, for its owner or an admin (the caller checks). */
    async privateReadUrl(reference: string, ttlSeconds = PRIVATE_READ_SECONDS) {
      const key = privateKeyOf(reference);
      if (!key) throw notFound(MESSAGES.uploadNotFound);
      return storage.createPrivateReadUrl(key, ttlSeconds);
    },

    /**
     * Deletes a stored file and, for an upload, its other sizes and the raw file it may have left
     * in `incoming/` (docs/product/retention.md). A file already gone is no error.
     */
    async deleteStoredFile(key: string, upload?: { grantId: string; fieldName: string }) {
      assertStorageKey(key);
      const rule = upload ? UPLOAD_FIELD_RULES[upload.fieldName as UploadField] : undefined;
      const sizes = (rule?.variants ?? []).map((variant) => variantKey(key, variant.suffix));
      for (const stored of new Set([key, ...sizes])) await storage.deleteObject(stored);
      if (upload) await storage.deleteObject(incomingKey(upload.grantId));
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
