import { MESSAGES } from './messages';

/** The image fields a user can upload to: the portfolio's four and the KYC documents. */
export const UPLOAD_FIELDS = [
  'profileImage',
  'heroImage1',
  'heroImage2',
  'listingImage',
  'aadhaarFrontImage',
  'aadhaarBackImage',
  'panImage',
] as const;
export type UploadField = (typeof UPLOAD_FIELDS)[number];

/** Declared types we take; HEIC/HEIF is absent because sharp's bundled libvips cannot decode HEVC. */
export const UPLOAD_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** At most 5 MB (docs/product/trainer-portfolio.md#images). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function isUploadImageType(value: string): boolean {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(value.toLowerCase());
}

/**
 * Why a file cannot be uploaded, or null: the browser asks before sending anything (in the
 * page's language), the server applies the same rules to what arrives.
 */
export function imageFileProblem(
  file: { type: string; size: number },
  messages: { invalidImage: string; imageTooLarge: string } = MESSAGES,
): string | null {
  if (!isUploadImageType(file.type)) return messages.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return messages.imageTooLarge;
  return null;
}
