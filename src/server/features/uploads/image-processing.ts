import type { Metadata } from 'sharp';
import type { ImageVariant } from './upload-fields';

/**
 * Refuses images whose header promises more pixels than this before decoding a byte of
 * them: a 5 MB PNG can claim 100 000 × 100 000 pixels and take gigabytes to decode.
 * 40 MP still takes an 8K photo.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export class InvalidImageError extends Error {}

export interface ProcessedImage {
  suffix: string;
  width: number;
  height: number;
  data: Buffer;
}

type SniffedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

/**
 * Checks that `input` really is a JPEG, PNG, GIF, WebP or AVIF (whatever it was called),
 * turns it upright from its EXIF orientation, drops its metadata (location, camera) and
 * re-encodes it to WebP in each size. Nothing is written anywhere.
 */
export async function processImage(
  input: Buffer,
  variants: readonly ImageVariant[],
): Promise<ProcessedImage[]> {
  const sniffed = sniffFormat(input);
  if (!sniffed) throw new InvalidImageError('not a supported image format');

  // Loaded on the first upload: libvips takes some 30 MiB a server that never resizes need not hold.
  const { default: sharp } = await import('sharp');
  const source = sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    animated: false,
  });
  let metadata: Metadata;
  try {
    metadata = await source.metadata();
  } catch (error) {
    throw new InvalidImageError(`unreadable image: ${(error as Error).message}`);
  }
  const decodedAs = metadata.format === 'heif' ? heifKind(metadata) : metadata.format;
  if (decodedAs !== sniffed) throw new InvalidImageError('image content does not match its type');

  const upright = source.autoOrient();
  try {
    return await Promise.all(
      variants.map(async (variant) => {
        const resized = upright
          .clone()
          .resize(
            variant.height
              ? { width: variant.width, height: variant.height, fit: 'cover', position: 'centre' }
              : { width: variant.width, withoutEnlargement: true },
          )
          .webp({ quality: variant.quality, effort: 4 });
        const { data, info } = await resized.toBuffer({ resolveWithObject: true });
        return { suffix: variant.suffix, width: info.width, height: info.height, data };
      }),
    );
  } catch (error) {
    throw new InvalidImageError(`undecodable image: ${(error as Error).message}`);
  }
}

function heifKind(metadata: Metadata): SniffedFormat | 'heic' {
  return metadata.compression === 'av1' ? 'avif' : 'heic';
}

/** The format from the file's first bytes, before any decoder sees it. */
export function sniffFormat(input: Buffer): SniffedFormat | null {
  if (input.length < 12) return null;
  if (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const ascii = (start: number, end: number) => input.toString('latin1', start, end);
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    // The ftyp box lists the major brand and then the compatible brands, four bytes each.
    const boxEnd = Math.min(input.readUInt32BE(0), input.length);
    for (let offset = 8; offset + 4 <= boxEnd; offset += 4) {
      if (offset === 12) continue;
      const brand = ascii(offset, offset + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
