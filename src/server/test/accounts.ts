import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { user } from '#server/db/schema.ts';
import type { TestContext } from '#server/test/test-app.ts';

type Names = Parameters<TestContext['signUp']>[0];

/** A signed-up user made an admin. */
export async function signUpAdmin(ctx: TestContext, names?: Names) {
  const account = await ctx.signUp(names);
  await ctx.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.userId));
  return account;
}

/** A signed-up user who became a trainer, with the trainer id the profile reports. */
export async function signUpTrainer(ctx: TestContext, names?: Names) {
  const account = await ctx.signUp(names);
  await ctx.request({ method: 'POST', url: '/api/auth/become-trainer', token: account.token });
  const { trainerId } = (
    await ctx.request({ method: 'GET', url: '/api/auth/profile', token: account.token })
  ).json().data;
  return { ...account, trainerId: trainerId as string };
}

export interface TestPicture {
  width: number;
  height: number;
  background: { r: number; g: number; b: number };
}

/** Uploads a PNG for the field the way the web forms do; returns the upload's reference. */
export async function uploadPicture(
  ctx: TestContext,
  token: string,
  fieldName: string,
  picture: TestPicture,
) {
  const query = new URLSearchParams({ fileType: 'image/png', fieldName });
  const { data } = (
    await ctx.request({ method: 'GET', url: `/api/upload-url?${query}`, token })
  ).json();
  const png = await sharp({ create: { ...picture, channels: 3 } })
    .png()
    .toBuffer();
  const put = await ctx.request({
    method: 'PUT',
    url: data.uploadUrl,
    payload: png,
    headers: { 'content-type': 'image/png' },
  });
  expect(put.statusCode).toBe(200);
  return data.fileUrl as string;
}
