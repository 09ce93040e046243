import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type S3TestServer,
  startS3TestServer,
} from '#server/integrations/storage/s3-test-server.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MAX_IMAGE_BYTES } from '#shared/image-upload.ts';
import { MESSAGES } from '#shared/messages.ts';

// The S3 flow end to end against an in-memory S3 on localhost: presigned PUT from the
// "browser", then save-user-image checks, re-encodes and moves the file.
let s3: S3TestServer;
let ctx: TestContext;
let user: { token: string };
beforeAll(async () => {
  s3 = await startS3TestServer();
  ctx = await createTestContext({
    env: {
      S3_BUCKET: 'kasrat-media',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY',
      S3_SECRET_ACCESS_KEY: 'example-secret-key',
    },
  });
  user = await ctx.signUp();
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

const png = () =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

async function grant(fieldName = 'profileImage', fileType = 'image/png') {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/upload-url?fileType=${encodeURIComponent(fileType)}&fieldName=${fieldName}`,
    token: user.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { uploadUrl: string; fileUrl: string };
}

async function browserPut(uploadUrl: string, body: Buffer, contentType = 'image/png') {
  const response = await fetch(uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
  expect(response.status).toBe(200);
}

const save = (imageUrl: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/save-user-image',
    token: user.token,
    payload: { imageUrl, fieldName: 'profileImage' },
  });

const objectName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

describe('uploads on S3', () => {
  it('presigns to the incoming key; saving re-encodes to the public sizes and drops the original', async () => {
    const { uploadUrl, fileUrl } = await grant();
    const incoming = objectName(uploadUrl);
    expect(incoming).toMatch(/^kasrat-media\/incoming\/[0-9a-f-]{36}$/);
    expect(fileUrl).toMatch(
      new RegExp(`^${s3.endpoint}/kasrat-media/public/avatars/[0-9a-f-]{36}\\.webp$`),
    );

    await browserPut(uploadUrl, await png());
    expect(s3.objects.get(incoming)?.contentType).toBe('image/png');

    const response = await save(fileUrl);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ imageUrl: fileUrl, fieldName: 'profileImage' });
    const main = s3.objects.get(objectName(fileUrl));
    const small = s3.objects.get(objectName(fileUrl.replace(/\.webp$/, '-96w.webp')));
    expect(main?.contentType).toBe('image/webp');
    expect((await sharp(main!.body).metadata()).width).toBe(256);
    expect((await sharp(small!.body).metadata()).width).toBe(96);
    expect(s3.objects.has(incoming)).toBe(false);

    const profile = await ctx.request({
      method: 'GET',
      url: '/api/auth/profile',
      token: user.token,
    });
    expect(profile.json().data.profileImageUrl).toBe(fileUrl);
    expect((await save(fileUrl)).statusCode).toBe(200);
  });

  it('refuses a file that is not an image, and still takes a proper one for the same grant', async () => {
    const { uploadUrl, fileUrl } = await grant();
    await browserPut(uploadUrl, Buffer.from('plain text, not a picture at all'));
    const refused = await save(fileUrl);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.invalidImage);
    expect(s3.objects.has(objectName(uploadUrl))).toBe(false);
    expect(s3.objects.has(objectName(fileUrl))).toBe(false);

    await browserPut(uploadUrl, await png());
    expect((await save(fileUrl)).statusCode).toBe(200);
  });

  it('refuses a file over 5 MB', async () => {
    const { uploadUrl, fileUrl } = await grant();
    await browserPut(uploadUrl, Buffer.alloc(MAX_IMAGE_BYTES + 1, 7));
    const refused = await save(fileUrl);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(MESSAGES.imageTooLarge);
  });

  it('says nothing was uploaded when the browser never sent the file', async () => {
    const { fileUrl } = await grant();
    const response = await save(fileUrl);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.uploadNotFound);
  });

  it('gives KYC images an opaque private reference', async () => {
    const { uploadUrl, fileUrl } = await grant('panImage', 'image/jpeg');
    expect(fileUrl).toMatch(/^private:kyc\/[0-9a-f-]{36}\.webp$/);
    expect(objectName(uploadUrl)).toMatch(/^kasrat-media\/incoming\//);
  });
});
