import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycDocumentView, personalDataAccess } from '#server/db/schema.ts';
import { KYC_DOCUMENT_OPENS_PER_MINUTE } from '#server/features/kyc/kyc.routes.ts';
import { KYC_AADHAAR, submittedKyc } from '#server/features/kyc/kyc-scenarios.ts';
import { PERSONAL_DATA_ACCESS_READS_PER_MINUTE } from '#server/features/privacy/personal-data-access.routes.ts';
import { signUpAdmin } from '#server/test/accounts.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';

/**
 * docs/product/privacy.md#who-reached-whose-data: only an admin reveals KYC numbers or reads the
 * record, each reveal is recorded, and neither can be harvested in a flood.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-02T04:30:00.000Z' });
});
afterAll(() => ctx.close());

const recordsOf = async (userId: string) =>
  ctx.database.db.select().from(personalDataAccess).where(eq(personalDataAccess.subjectId, userId));

describe('KYC numbers and the access record under attack', () => {
  it('refuses a trainer or client revealing numbers, even their own, and records nothing', async () => {
    const trainer = await submittedKyc(ctx, 'Meera');
    const other = await submittedKyc(ctx, 'Tara');
    const client = await ctx.signUp();
    for (const token of [trainer.token, other.token, client.token]) {
      const reveal = await ctx.request({
        method: 'GET',
        url: `/api/admin/kyc/${trainer.trainerId}/documents/aadhaarFrontImage`,
        token,
      });
      expect(reveal.statusCode).toBe(403);
      expect(reveal.json().message).toBe(MESSAGES.forbidden);
      expect(reveal.body).not.toContain(KYC_AADHAAR);
    }
    const signedOut = await ctx.request({
      method: 'GET',
      url: `/api/admin/kyc/${trainer.trainerId}/documents/panImage`,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await recordsOf(trainer.userId)).toEqual([]);
    const views = await ctx.database.db
      .select()
      .from(kycDocumentView)
      .where(eq(kycDocumentView.trainerId, trainer.trainerId));
    expect(views).toEqual([]);
  });

  it('refuses anyone but an admin the record itself', async () => {
    const trainer = await submittedKyc(ctx, 'Kavya');
    const client = await ctx.signUp();
    for (const token of [trainer.token, client.token]) {
      const read = await ctx.request({
        method: 'GET',
        url: '/api/admin/personal-data-access',
        token,
      });
      expect(read.statusCode).toBe(403);
    }
    expect(
      (await ctx.request({ method: 'GET', url: '/api/admin/personal-data-access' })).statusCode,
    ).toBe(401);
  });

  it('answers a forged trainer id with a 404 and records nothing', async () => {
    const admin = await signUpAdmin(ctx);
    const forged = await ctx.request({
      method: 'GET',
      url: '/api/admin/kyc/no-such-trainer/documents/panImage',
      token: admin.token,
    });
    expect(forged.statusCode).toBe(404);
    const records = await ctx.database.db
      .select()
      .from(personalDataAccess)
      .where(eq(personalDataAccess.actorId, admin.userId));
    expect(records).toEqual([]);
  });

  it('stops a flood of reveals after the limit, each one let through recorded', async () => {
    const trainer = await submittedKyc(ctx, 'Ishita');
    const admin = await signUpAdmin(ctx);
    const statuses: number[] = [];
    for (let index = 0; index < KYC_DOCUMENT_OPENS_PER_MINUTE + 5; index += 1) {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/admin/kyc/${trainer.trainerId}/documents/panImage`,
        token: admin.token,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(KYC_DOCUMENT_OPENS_PER_MINUTE);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    expect(await recordsOf(trainer.userId)).toHaveLength(KYC_DOCUMENT_OPENS_PER_MINUTE);
  });

  it('stops a script walking the record page by page', async () => {
    const admin = await signUpAdmin(ctx);
    let last = 0;
    for (let page = 1; page <= PERSONAL_DATA_ACCESS_READS_PER_MINUTE + 1; page += 1) {
      last = (
        await ctx.request({
          method: 'GET',
          url: `/api/admin/personal-data-access?page=${page}`,
          token: admin.token,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
