import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainerKyc } from '#server/db/schema.ts';
import { signUpAdmin } from '#server/test/accounts.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { KYC_MESSAGES as M } from '#shared/kyc.ts';
import { MESSAGES } from '#shared/messages.ts';
import {
  KYC_GSTIN,
  KYC_GSTIN_KARNATAKA,
  type KycTrainer,
  newKycTrainer,
  OTHER_PAN_GSTIN,
  submittedKyc,
} from './kyc-scenarios';

/**
 * A verified trainer's state and GSTIN, changed without a new review
 * (docs/product/kyc.md#tax-details). A suite of its own: each trainer here uploads three photos,
 * and uploads are limited per address.
 */

// The clock: Monday 2 March 2026, 10:00 IST.
let ctx: TestContext;
let admin: { token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpAdmin(ctx, { firstName: 'Anita', lastName: 'Rao' });
});
afterAll(() => ctx.close());

const rawRow = async (trainerId: string) =>
  (await ctx.database.db.select().from(trainerKyc).where(eq(trainerKyc.trainerId, trainerId)))[0];
const decide = (trainerId: string, action: 'approve' | 'reject', reason?: string) =>
  ctx.request({
    method: 'POST',
    url: `/api/admin/kyc/${trainerId}/${action}`,
    token: admin.token,
    ...(reason === undefined ? {} : { payload: { reason } }),
  });
const getKyc = (token: string) => ctx.request({ method: 'GET', url: '/api/trainer/kyc', token });
const adminGet = (url: string) => ctx.request({ method: 'GET', url, token: admin.token });

describe('tax details after verification', () => {
  const putTax = (token: string, payload: Record<string, unknown>) =>
    ctx.request({ method: 'PUT', url: '/api/trainer/kyc/tax-details', token, payload });

  async function verified(firstName?: string): Promise<KycTrainer> {
    const trainer = await submittedKyc(ctx, firstName);
    expect((await decide(trainer.trainerId, 'approve')).statusCode).toBe(200);
    return trainer;
  }

  it('adds, changes and removes the GSTIN and state; the KYC stays verified', async () => {
    const trainer = await verified();
    const before = await rawRow(trainer.trainerId);
    ctx.clock.set('2026-03-05T04:30:00.000Z');
    const added = await putTax(trainer.token, { stateCode: '27', gstin: KYC_GSTIN.toLowerCase() });
    ctx.clock.set('2026-03-02T04:30:00.000Z');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(M.taxDetailsSaved);
    expect(added.json().data).toMatchObject({
      kycStatus: 'completed',
      aadhaarVerified: true,
      panVerified: true,
      stateCode: '27',
      gstin: KYC_GSTIN,
      reviewedAt: '2026-03-02T04:30:00.000Z',
    });
    const after = await rawRow(trainer.trainerId);
    expect(after).toEqual({
      ...before,
      gstin: KYC_GSTIN,
      updatedAt: new Date('2026-03-05T04:30:00.000Z'),
    });
    expect((await getKyc(trainer.token)).json().data.gstin).toBe(KYC_GSTIN);
    const review = (await adminGet(`/api/admin/kyc/${trainer.trainerId}`)).json().data;
    expect(review).toMatchObject({ kycStatus: 'completed', stateCode: '27', gstin: KYC_GSTIN });

    const moved = await putTax(trainer.token, { stateCode: '29', gstin: KYC_GSTIN_KARNATAKA });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ stateCode: '29', gstin: KYC_GSTIN_KARNATAKA });

    const removed = await putTax(trainer.token, { stateCode: '29', gstin: '  ' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ stateCode: '29', gstin: null });
    expect(await rawRow(trainer.trainerId)).toMatchObject({
      status: 'completed',
      stateCode: '29',
      gstin: null,
    });
  });

  it('refuses a wrong state or GSTIN with its message and changes nothing', async () => {
    const trainer = await verified();
    const before = await rawRow(trainer.trainerId);
    const refusals = [
      [{ gstin: '' }, M.stateRequired],
      [{ stateCode: '99', gstin: '' }, M.stateRequired],
      [{ stateCode: '27', gstin: '27ABCPV1234F1ZA' }, M.gstinFormat],
      [{ stateCode: '27', gstin: 'ABCPV1234F' }, M.gstinFormat],
      [{ stateCode: '27', gstin: OTHER_PAN_GSTIN }, M.gstinPanMismatch],
      [{ stateCode: '27', gstin: KYC_GSTIN_KARNATAKA }, M.gstinStateMismatch('Maharashtra', '27')],
    ] as const;
    for (const [payload, message] of refusals) {
      const refused = await putTax(trainer.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await rawRow(trainer.trainerId)).toEqual(before);
  });

  it('is refused before the KYC is verified: the state and GSTIN go with the form', async () => {
    const fresh = await newKycTrainer(ctx);
    const waiting = await submittedKyc(ctx);
    const rejected = await submittedKyc(ctx);
    await decide(rejected.trainerId, 'reject', 'The PAN photo is blurred');
    const payload = { stateCode: '27', gstin: KYC_GSTIN };
    for (const [trainer, message] of [
      [fresh, M.taxDetailsWithForm],
      [waiting, M.underReviewLocked],
      [rejected, M.taxDetailsWithForm],
    ] as const) {
      const before = await rawRow(trainer.trainerId);
      const refused = await putTax(trainer.token, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(message);
      expect(await rawRow(trainer.trainerId)).toEqual(before);
    }
  });

  it("changes only the caller's own details; clients and visitors may not call it", async () => {
    const owner = await verified('Kavya');
    const other = await verified('Rohit');
    const before = await rawRow(owner.trainerId);
    const payload = { stateCode: '27', gstin: KYC_GSTIN };

    const asOther = await putTax(other.token, payload);
    expect(asOther.statusCode, asOther.body).toBe(200);
    expect(await rawRow(owner.trainerId)).toEqual(before);

    const client = await ctx.signUp();
    const asClient = await putTax(client.token, payload);
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().message).toBe(MESSAGES.forbidden);
    const signedOut = await ctx.request({
      method: 'PUT',
      url: '/api/trainer/kyc/tax-details',
      payload,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(MESSAGES.signInRequired);
    expect(await rawRow(owner.trainerId)).toEqual(before);
  });

  it('is rate limited per account', async () => {
    const trainer = await verified();
    const payload = { stateCode: '27', gstin: '' };
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await putTax(trainer.token, payload)).statusCode).toBe(200);
    }
    const limited = await putTax(trainer.token, payload);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyRequests);
  });
});
