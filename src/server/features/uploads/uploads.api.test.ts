import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from '#server/integrations/storage/create-storage.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { MAX_IMAGE_BYTES } from '#shared/image-upload.ts';
import { MESSAGES } from '#shared/messages.ts';
import { createUploadsRepository } from './uploads.repository';
import { createUploadsService } from './uploads.service';

const START = '2026-03-02T04:30:00.000Z';

let ctx: TestContext;
let publicDir: string;
let owner: { token: string; userId: string };
beforeAll(async () => {
  ctx = await createTestContext({ now: START });
  if (ctx.config.storage.kind !== 'local') throw new Error('these tests need local storage');
  publicDir = ctx.config.storage.dir;
  owner = await ctx.signUp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(START));

const picture = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
const png = () => picture().png().toBuffer();
const jpeg = () => picture(1200, 900).jpeg().toBuffer();

async function uploadUrl(token: string, fieldName: string, fileType = 'image/png') {
  const query = new URLSearchParams({ fileType, fieldName });
  const response = await ctx.request({ method: 'GET', url: `/api/upload-url?${query}`, token });
  expect(response.statusCode).toBe(200);
  return response.json().data as { uploadUrl: string; fileUrl: string; expiresAt: string };
}

const put = (url: string, body: Buffer, contentType = 'image/png') =>
  ctx.request({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

const saveImage = (token: string, imageUrl: string, fieldName = 'profileImage') =>
  ctx.request({
    method: 'POST',
    url: '/api/save-user-image',
    token,
    payload: { imageUrl, fieldName },
  });

const profileImage = async (token: string) =>
  (await ctx.request({ method: 'GET', url: '/api/auth/profile', token })).json().data
    .profileImageUrl as string | null;

const fileOnDisk = (fileUrl: string) => path.join(publicDir, fileUrl.replace(/^\/uploads\//, ''));

describe('GET /api/upload-url', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: '/api/upload-url?fileType=image/png&fieldName=profileImage',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.signInRequired);
  });

  it('refuses a file type that is not an image, and an unknown field', async () => {
    const notImage = await ctx.request({
      method: 'GET',
      url: '/api/upload-url?fileType=application/pdf&fieldName=profileImage',
      token: owner.token,
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(MESSAGES.invalidImage);
    const unknownField = await ctx.request({
      method: 'GET',
      url: '/api/upload-url?fileType=image/png&fieldName=coverPhoto',
      token: owner.token,
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toBe(MESSAGES.uploadFieldInvalid);
  });

  it('slows down one user asking for more than 30 addresses a minute', async () => {
    const busy = await ctx.signUp();
    const url = '/api/upload-url?fileType=image/webp&fieldName=listingImage';
    for (let index = 0; index < 30; index += 1) {
      const response = await ctx.request({ method: 'GET', url, token: busy.token });
      expect(response.statusCode).toBe(200);
    }
    const throttled = await ctx.request({ method: 'GET', url, token: busy.token });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(MESSAGES.tooManyRequests);
    const someoneElse = await ctx.request({ method: 'GET', url, token: owner.token });
    expect(someoneElse.statusCode).toBe(200);
  });

  it('counts the account, not the token: a second session gains nothing', async () => {
    const busy = await ctx.signUp();
    const url = '/api/upload-url?fileType=image/webp&fieldName=listingImage';
    for (let index = 0; index < 30; index += 1) {
      await ctx.request({ method: 'GET', url, token: busy.token });
    }
    const again = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: busy.email, password: TEST_PASSWORD },
    });
    const secondSession = String(again.headers['set-auth-token'] ?? again.json().token);
    expect(secondSession).not.toBe(busy.token);
    const throttled = await ctx.request({ method: 'GET', url, token: secondSession });
    expect(throttled.statusCode).toBe(429);
  });

  it('gives a local upload address that expires in 10 minutes', async () => {
    const grant = await uploadUrl(owner.token, 'profileImage');
    expect(grant.uploadUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?token=/);
    expect(grant.fileUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(grant.expiresAt).toBe('2026-03-02T04:40:00.000Z');
  });
});

describe('PUT uploadUrl (local storage)', () => {
  it('stores a PNG avatar as WebP in both sizes, served with long cache headers', async () => {
    const { uploadUrl: url, fileUrl } = await uploadUrl(owner.token, 'profileImage');
    const response = await put(url, await png());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { fileUrl } });

    const sizes = [fileUrl, fileUrl.replace(/\.webp$/, '-96w.webp')];
    for (const [index, size] of sizes.entries()) {
      const metadata = await sharp(fileOnDisk(size)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(
        index === 0 ? ['webp', 256, 256] : ['webp', 96, 96],
      );
      const served = await ctx.request({ method: 'GET', url: size });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('stores a JPEG listing image cropped to 640x480 and 320x240', async () => {
    const { uploadUrl: url, fileUrl } = await uploadUrl(owner.token, 'listingImage', 'image/jpeg');
    expect((await put(url, await jpeg(), 'image/jpeg')).statusCode).toBe(200);
    const main = await sharp(fileOnDisk(fileUrl)).metadata();
    const small = await sharp(fileOnDisk(fileUrl.replace(/\.webp$/, '-320w.webp'))).metadata();
    expect([main.width, main.height, small.width, small.height]).toEqual([640, 480, 320, 240]);
  });

  it('refuses a file over 5 MB with the size message and keeps the link for a proper file', async () => {
    const { uploadUrl: url, fileUrl } = await uploadUrl(owner.token, 'profileImage');
    const justOver = Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES)]).subarray(
      0,
      MAX_IMAGE_BYTES + 1,
    );
    const wayOver = Buffer.alloc(MAX_IMAGE_BYTES * 2, 1);
    for (const body of [justOver, wayOver]) {
      const response = await put(url, body);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.imageTooLarge });
    }
    expect(existsSync(fileOnDisk(fileUrl))).toBe(false);
    expect((await put(url, await png())).statusCode).toBe(200);
  });

  it('refuses a text file named as an image, and a text content type', async () => {
    const { uploadUrl: url, fileUrl } = await uploadUrl(owner.token, 'profileImage');
    const text = Buffer.from('hello, I am a text file renamed to photo.png');
    const renamed = await put(url, text, 'image/png');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(MESSAGES.invalidImage);
    const plain = await put(url, text, 'text/plain');
    expect(plain.statusCode).toBe(415);
    expect(plain.json().message).toBe(MESSAGES.invalidImage);
    const empty = await ctx.request({ method: 'PUT', url });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.invalidImage);
    expect(existsSync(fileOnDisk(fileUrl))).toBe(false);
    expect((await put(url, await png())).statusCode).toBe(200);
  });

  it('takes an upload link once', async () => {
    const { uploadUrl: url } = await uploadUrl(owner.token, 'profileImage');
    expect((await put(url, await png())).statusCode).toBe(200);
    const again = await put(url, await png());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.uploadUrlUsed);
  });

  it('lets only one of two simultaneous uploads through', async () => {
    const { uploadUrl: url } = await uploadUrl(owner.token, 'profileImage');
    const image = await png();
    const statuses = (await Promise.all([put(url, image), put(url, image)])).map(
      (response) => response.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('refuses a link after its 10 minutes', async () => {
    const { uploadUrl: url, fileUrl } = await uploadUrl(owner.token, 'profileImage');
    ctx.clock.set('2026-03-02T04:40:00.000Z');
    const response = await put(url, await png());
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(MESSAGES.uploadUrlExpired);
    expect(existsSync(fileOnDisk(fileUrl))).toBe(false);
  });

  it('refuses a forged or borrowed token', async () => {
    const first = await uploadUrl(owner.token, 'profileImage');
    const second = await uploadUrl(owner.token, 'profileImage');
    const token = new URL(first.uploadUrl, 'http://x').searchParams.get('token')!;
    const otherGrant = new URL(second.uploadUrl, 'http://x').pathname;
    const forged = `${first.uploadUrl.split('?')[0]}?token=${token.slice(0, -2)}xx`;
    for (const url of [forged, `${otherGrant}?token=${encodeURIComponent(token)}`, otherGrant]) {
      const response = await put(url, await png());
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.uploadUrlInvalid);
    }
    expect((await put(first.uploadUrl, await png())).statusCode).toBe(200);
  });
});

describe('POST /api/save-user-image', () => {
  it("sets the user's profile image to their uploaded avatar", async () => {
    const { uploadUrl: url, fileUrl } = await uploadUrl(owner.token, 'profileImage');
    await put(url, await png());
    const response = await saveImage(owner.token, fileUrl);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { imageUrl: fileUrl, fieldName: 'profileImage' },
    });
    expect(await profileImage(owner.token)).toBe(fileUrl);
  });

  it("refuses someone else's image, an outside URL and an image never uploaded", async () => {
    const other = await ctx.signUp();
    const theirs = await uploadUrl(other.token, 'profileImage');
    await put(theirs.uploadUrl, await png());
    const notUploaded = await uploadUrl(owner.token, 'profileImage');
    const before = await profileImage(owner.token);
    for (const imageUrl of [
      theirs.fileUrl,
      'https://example.com/cat.webp',
      `https://evil.example${theirs.fileUrl}`,
      notUploaded.fileUrl,
    ]) {
      const response = await saveImage(owner.token, imageUrl);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.uploadNotFound);
    }
    expect(await profileImage(owner.token)).toBe(before);
  });

  it('refuses an image uploaded for another field', async () => {
    const { uploadUrl: url, fileUrl } = await uploadUrl(owner.token, 'heroImage1');
    await put(url, await png());
    const asAvatar = await saveImage(owner.token, fileUrl);
    expect(asAvatar.statusCode).toBe(404);
    const asHero = await saveImage(owner.token, fileUrl, 'heroImage1');
    expect(asHero.statusCode).toBe(400);
    expect(asHero.json().message).toBe(MESSAGES.imageSavedElsewhere('heroImage1'));
  });

  it('asks a signed-out visitor to sign in', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/save-user-image',
      payload: { imageUrl: '/uploads/avatars/x.webp', fieldName: 'profileImage' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('KYC images (private)', () => {
  it('are stored outside the public folder, never served under /uploads', async () => {
    const { uploadUrl: url, fileUrl } = await uploadUrl(owner.token, 'aadhaarFrontImage');
    expect(fileUrl).toMatch(/^private:kyc\/[0-9a-f-]{36}\.webp$/);
    expect((await put(url, await jpeg(), 'image/jpeg')).statusCode).toBe(200);

    const name = fileUrl.slice('private:kyc/'.length);
    expect(existsSync(path.join(ctx.config.dataDir, 'private', 'kyc', name))).toBe(true);
    expect(existsSync(path.join(publicDir, 'kyc'))).toBe(false);
    for (const guess of [
      `/uploads/kyc/${name}`,
      `/uploads/../private/kyc/${name}`,
      `/uploads/%2e%2e/private/kyc/${name}`,
    ]) {
      expect((await ctx.request({ method: 'GET', url: guess })).statusCode).toBe(404);
    }
  });

  it('are readable through a signed link until it expires, and not with a forged one', async () => {
    const { uploadUrl: url, fileUrl } = await uploadUrl(owner.token, 'panImage');
    await put(url, await jpeg(), 'image/jpeg');
    // The KYC screens will hand out links the way this does, to the owner and admins.
    const uploads = createUploadsService({
      repository: createUploadsRepository(ctx.database.db),
      storage: await createStorage(ctx.config, ctx.clock.now),
      secret: ctx.config.authSecret,
      now: ctx.clock.now,
    });
    const link = await uploads.privateReadUrl(fileUrl, 60);
    await expect(uploads.privateReadUrl(`/uploads/${fileUrl.slice(8)}`)).rejects.toThrow(
      MESSAGES.uploadNotFound,
    );
    expect(link).toMatch(/^\/api\/private-files\/kyc\/[0-9a-f-]{36}\.webp\?expires=\d+&signature=/);

    const read = await ctx.request({ method: 'GET', url: link });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(read.rawPayload).metadata()).format).toBe('webp');

    const forged = link.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await ctx.request({ method: 'GET', url: forged })).statusCode).toBe(403);
    const longer = link.replace(/expires=(\d+)/, (_match, at) => `expires=${Number(at) + 3600}`);
    expect((await ctx.request({ method: 'GET', url: longer })).statusCode).toBe(403);

    ctx.clock.set('2026-03-02T04:31:00.000Z');
    const expired = await ctx.request({ method: 'GET', url: link });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(MESSAGES.fileLinkExpired);
  });
});
