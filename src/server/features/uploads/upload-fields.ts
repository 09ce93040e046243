import type { UploadField } from '#shared/image-upload.ts';

/**
 * What each upload field is for, where its files go and the sizes the UI shows.
 *
 * File naming (for srcset): the main size is `<folder>/<grantId>.webp`; every other size
 * is the same name with `-<width>w` before `.webp`, e.g. `/uploads/avatars/<id>.webp`
 * (256×256) and `/uploads/avatars/<id>-96w.webp` (96×96). Names never repeat, so files
 * are cached as immutable.
 */
export interface ImageVariant {
  /** '' for the main size, `-<width>w` for the others. */
  suffix: string;
  width: number;
  /** Given: cropped to exactly width×height. Absent: scaled to the width, never enlarged. */
  height?: number;
  quality: number;
}

export interface UploadFieldRule {
  visibility: 'public' | 'private';
  folder: string;
  variants: readonly ImageVariant[];
}

const avatar: UploadFieldRule = {
  visibility: 'public',
  folder: 'avatars',
  variants: [
    { suffix: '', width: 256, height: 256, quality: 82 },
    { suffix: '-96w', width: 96, height: 96, quality: 82 },
  ],
};
const hero: UploadFieldRule = {
  visibility: 'public',
  folder: 'hero',
  variants: [
    { suffix: '', width: 1600, quality: 80 },
    { suffix: '-800w', width: 800, quality: 80 },
  ],
};
const listing: UploadFieldRule = {
  visibility: 'public',
  folder: 'listing',
  variants: [
    { suffix: '', width: 640, height: 480, quality: 80 },
    { suffix: '-320w', width: 320, height: 240, quality: 80 },
  ],
};
// Identity documents stay large and sharp enough for a reviewer to read the numbers.
const kycDocument: UploadFieldRule = {
  visibility: 'private',
  folder: 'kyc',
  variants: [{ suffix: '', width: 2000, quality: 88 }],
};

export const UPLOAD_FIELD_RULES: Record<UploadField, UploadFieldRule> = {
  profileImage: avatar,
  heroImage1: hero,
  heroImage2: hero,
  listingImage: listing,
  aadhaarFrontImage: kycDocument,
  aadhaarBackImage: kycDocument,
  panImage: kycDocument,
};
