import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, trainerKyc } from '#server/db/schema.ts';
import { createKycCipher, SEALED_COLUMN } from '#server/features/kyc/kyc-cipher.ts';
import { createStorage } from '#server/integrations/storage/create-storage.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import type { TrainerCard } from '#shared/discovery-types.ts';
import { aadhaarProblem, gstinMismatch, kycSubmissionSchema } from '#shared/kyc.ts';
import { isValidGstin } from '#shared/tax/gstin.ts';
import { isStateCode } from '#shared/tax/indian-states.ts';
import { seedDemoData } from '../seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './build-demo-data';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-02T04:30:00.000Z' });
  const storage = await createStorage(ctx.config, ctx.clock.now);
  await seedDemoData(ctx.database.db, {
    now: ctx.clock.now(),
    log: ctx.app.log,
    kyc: { encryptionKey: ctx.config.kycEncryptionKey, storage },
  });
});
afterAll(() => ctx.close());

async function tokenOf(email: string) {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: DEMO_PASSWORD },
  });
  return String(response.json().token);
}

describe('demo KYC', () => {
  it('has the demo trainer verified, with documents its owner can open', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.trainer);
    const { data } = (await ctx.request({ method: 'GET', url: '/api/trainer/kyc', token })).json();
    expect(data).toMatchObject({
      kycStatus: 'completed',
      aadhaarVerified: true,
      panVerified: true,
      aadhaarNumber: 'XXXX XXXX 0124',
      bankAccountNumber: 'XXXXXX4567',
      bankIFSC: 'HDFC0000240',
      // the demo trainer works in Mumbai and is not GST-registered
      stateCode: '27',
      gstin: null,
    });
    for (const link of [data.aadhaarFrontImage, data.aadhaarBackImage, data.panImage]) {
      const file = await ctx.request({ method: 'GET', url: link });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
  });

  it('gives the admin one submission to review, whose numbers pass the rule', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.admin);
    const queue = (
      await ctx.request({ method: 'GET', url: '/api/admin/kyc?status=partial', token })
    ).json();
    expect(queue.data).toHaveLength(1);
    const [waiting] = queue.data;
    const base = `/api/admin/kyc/${waiting.trainerId}/documents`;
    const aadhaar = (
      await ctx.request({ method: 'GET', url: `${base}/aadhaarFrontImage`, token })
    ).json();
    const pan = (await ctx.request({ method: 'GET', url: `${base}/panImage`, token })).json();
    expect(aadhaarProblem(aadhaar.data.number)).toBeNull();
    const parsed = kycSubmissionSchema.safeParse({
      aadhaarNumber: aadhaar.data.number,
      aadhaarName: waiting.aadhaarName,
      panNumber: pan.data.number,
      panName: waiting.panName,
      upiId: waiting.upiId,
      bankAccountName: '',
      bankAccountNumber: '',
      bankIFSC: '',
      bankName: '',
      bankBranch: '',
      stateCode: waiting.stateCode,
      gstin: '',
    });
    expect(parsed.success).toBe(true);
  });

  it('has one verified trainer GST-registered in their state, under their own PAN', async () => {
    const rows = await ctx.database.db
      .select()
      .from(trainerKyc)
      .where(eq(trainerKyc.status, 'completed'));
    expect(rows.every((row) => row.stateCode !== null && isStateCode(row.stateCode))).toBe(true);
    const registered = rows.filter((row) => row.gstin !== null);
    expect(registered).toHaveLength(1);
    const [row] = registered;
    const cipher = createKycCipher(ctx.config.kycEncryptionKey);
    const pan = cipher.decrypt(row!.panNumberEncrypted!, row!.trainerId, SEALED_COLUMN.pan);
    expect(isValidGstin(row!.gstin!)).toBe(true);
    expect(gstinMismatch(row!.gstin!, pan, row!.stateCode!)).toBeNull();
  });

  it('lists some trainers as verified and some not, with their real completed sessions', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: '/api/trainers/nearby?latitude=19.076&longitude=72.8777&radius=50&limit=50',
    });
    const cards: TrainerCard[] = response.json().data;
    expect(cards.filter((card) => card.verified).length).toBeGreaterThan(5);
    expect(cards.filter((card) => !card.verified).length).toBeGreaterThan(5);
    expect(cards.some((card) => card.completedSessions > 0)).toBe(true);
    for (const card of cards.slice(0, 10)) {
      const [counted] = await ctx.database.db
        .select({ completed: sql<number>`count(*)::int` })
        .from(booking)
        .where(and(eq(booking.trainerId, card.id), eq(booking.status, 'completed')));
      expect(card.completedSessions).toBe(counted!.completed);
    }
  });
});
