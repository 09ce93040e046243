import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidImageError, processImage, sniffFormat } from './image-processing';
import { UPLOAD_FIELD_RULES } from './upload-fields';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });

describe('processImage', () => {
  it('re-encodes a PNG to WebP in every avatar size', async () => {
    const input = await photo(600, 400).png().toBuffer();
    const output = await processImage(input, UPLOAD_FIELD_RULES.profileImage.variants);
    expect(output.map(({ suffix, width, height }) => ({ suffix, width, height }))).toEqual([
      { suffix: '', width: 256, height: 256 },
      { suffix: '-96w', width: 96, height: 96 },
    ]);
    for (const image of output) expect((await sharp(image.data).metadata()).format).toBe('webp');
  });

  it('crops the listing image to 640x480 and never enlarges hero images', async () => {
    const input = await photo(1000, 1000).jpeg().toBuffer();
    const [listing] = await processImage(input, UPLOAD_FIELD_RULES.listingImage.variants);
    expect([listing!.width, listing!.height]).toEqual([640, 480]);
    const hero = await processImage(input, UPLOAD_FIELD_RULES.heroImage1.variants);
    expect(hero.map((image) => image.width)).toEqual([1000, 800]);
  });

  it('turns a photo upright from its EXIF orientation and drops the metadata', async () => {
    // Orientation 6: the camera was held on its side; the stored 400x200 shows as 200x400.
    const input = await photo(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Camera owner' } } })
      .toBuffer();
    const [upright] = await processImage(input, UPLOAD_FIELD_RULES.heroImage1.variants);
    expect([upright!.width, upright!.height]).toEqual([200, 400]);
    const metadata = await sharp(upright!.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('takes GIF, WebP and AVIF', async () => {
    for (const input of [
      await photo(64, 64).gif().toBuffer(),
      await photo(64, 64).webp().toBuffer(),
      await photo(64, 64).avif().toBuffer(),
    ]) {
      const [image] = await processImage(input, UPLOAD_FIELD_RULES.listingImage.variants);
      expect(image!.width).toBe(640);
    }
  });

  it('refuses text, SVG and a truncated image', async () => {
    const png = await photo(300, 300).png({ compressionLevel: 0 }).toBuffer();
    const inputs = [
      Buffer.from('just some text pretending to be a picture'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
      png.subarray(0, Math.floor(png.length / 2)),
    ];
    for (const input of inputs) {
      await expect(processImage(input, UPLOAD_FIELD_RULES.profileImage.variants)).rejects.toThrow(
        InvalidImageError,
      );
    }
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = withPngSize(await photo(1, 1).png().toBuffer(), 100_000, 100_000);
    await expect(processImage(bomb, UPLOAD_FIELD_RULES.profileImage.variants)).rejects.toThrow(
      /pixel limit/,
    );
  });
});

describe('sniffFormat', () => {
  it('names the format by content, not by name', async () => {
    expect(sniffFormat(await photo(8, 8).png().toBuffer())).toBe('png');
    expect(sniffFormat(await photo(8, 8).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await photo(8, 8).avif().toBuffer())).toBe('avif');
    expect(sniffFormat(Buffer.from('%PDF-1.7 not an image at all'))).toBeNull();
  });
});

/** Rewrites the IHDR width and height of a PNG (and its checksum) to claim a huge image. */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // Signature (8) + chunk length (4) + 'IHDR' (4), then width and height.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}
