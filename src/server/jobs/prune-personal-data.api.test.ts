import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycDetails, kycPicture, submittedKyc } from '#server/features/kyc/kyc-scenarios.ts';
import { privateKeyOf } from '#server/features/uploads/uploads.service.ts';
import { createStorage } from '#server/integrations/storage/create-storage.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { signUpAdmin } from '#server/test/accounts.ts';
import { istInstant } from '#shared/ist.ts';
import {
  analyticsEvent,
  booking,
  kycDocumentView,
  payment,
  personalDataAccess,
  trainerKyc,
  uploadGrant,
  user,
  verification,
} from '../db/schema';
import { createBookingRow, createTrainerRow, createUserRow } from '../test/scenarios';
import { createTestContext, type TestContext } from '../test/test-app';
import { runJobOnce } from './job-runner';
import type { PrunedCounts } from './prune-personal-data';

// Monday 2 March 2026, 10:00 IST: the instant the job runs at.
const NOW = new Date('2026-03-02T04:30:00.000Z');
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let ctx: TestContext;
let storage: FileStorage;
beforeAll(async () => {
  // The people and their KYC come first, 200 days before the run.
  ctx = await createTestContext({ now: daysAgo(200) });
  storage = await createStorage(ctx.config, ctx.clock.now);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const job = () => ctx.app.jobs.find((candidate) => candidate.name === 'prune-personal-data')!;

async function run(at = NOW): Promise<PrunedCounts> {
  let counts: PrunedCounts | undefined;
  const wrapped = {
    ...job(),
    run: async (...args: Parameters<ReturnType<typeof job>['run']>) => {
      counts = (await job().run(...args)) as PrunedCounts;
      return counts;
    },
  };
  await runJobOnce(db(), wrapped, at);
  return counts!;
}

describe('addresses on holds', () => {
  it('blanks an unpaid hold’s address 30 days after it expired, never a paid booking’s', async () => {
    const trainer = await createTrainerRow(db(), { latitude: 19.076, longitude: 72.8777 });
    const client = await createUserRow(db());
    let day = 0;
    const homeBooking = async (
      status: 'pending' | 'expired' | 'cancelled' | 'confirmed' | 'completed',
      holdExpiredDaysAgo: number,
      address: string,
    ) => {
      day += 1;
      const sessionDate = new Date(daysAgo(holdExpiredDaysAgo - day).getTime())
        .toISOString()
        .slice(0, 10);
      return createBookingRow(db(), {
        clientId: client.id,
        trainerId: trainer.id,
        service: 'personal',
        location: 'home',
        address,
        sessionDate,
        timeSlot: '7:00 AM',
        startsAt: istInstant(sessionDate, 7),
        status,
        holdExpiresAt: daysAgo(holdExpiredDaysAgo),
      });
    };
    const paid = async (bookingId: string) =>
      db()
        .insert(payment)
        .values({
          id: randomUUID(),
          bookingId,
          provider: 'sandbox',
          orderId: `order_${randomUUID()}`,
          amountPaise: 150_000,
          status: 'paid',
          paymentId: `pay_${randomUUID()}`,
          paidAt: daysAgo(90),
        });

    const expiredLongAgo = await homeBooking('expired', 31, 'Flat 4, Palm Grove, Bandra West');
    const cancelledUnpaid = await homeBooking('cancelled', 45, 'House 9, Lake Road, Powai');
    const expiredRecently = await homeBooking('expired', 29, 'Flat 12, Sea View, Juhu');
    const paidBooking = await homeBooking('completed', 90, 'Flat 1, Hill Road, Bandra');
    await paid(paidBooking.id);
    const paidThenCancelled = await homeBooking('cancelled', 80, 'Flat 7, Carter Road, Bandra');
    await paid(paidThenCancelled.id);

    const counts = await run();
    expect(counts.holdAddresses).toBe(2);
    const rows = await db()
      .select({ id: booking.id, address: booking.address, status: booking.status })
      .from(booking)
      .where(eq(booking.clientId, client.id));
    const addressOf = (id: string) => rows.find((row) => row.id === id)?.address;
    expect(addressOf(expiredLongAgo.id)).toBeNull();
    expect(addressOf(cancelledUnpaid.id)).toBeNull();
    expect(addressOf(expiredRecently.id)).toBe('Flat 12, Sea View, Juhu');
    expect(addressOf(paidBooking.id)).toBe('Flat 1, Hill Road, Bandra');
    expect(addressOf(paidThenCancelled.id)).toBe('Flat 7, Carter Road, Bandra');
    // the booking itself stays, as the client's history shows it
    expect(rows).toHaveLength(5);
    expect((await run()).holdAddresses).toBe(0);
  });
});

describe('sign-in codes, analytics and access records', () => {
  it('deletes each after its period and keeps what is younger', async () => {
    const admin = await createUserRow(db(), { role: 'admin' });
    const person = await createUserRow(db());
    await db()
      .insert(verification)
      .values([
        { id: 'code-old', identifier: 'sign-in-otp-a', value: '1', expiresAt: daysAgo(2) },
        { id: 'code-today', identifier: 'sign-in-otp-b', value: '2', expiresAt: daysAgo(0.5) },
        { id: 'code-live', identifier: 'sign-in-otp-c', value: '3', expiresAt: daysAgo(-1) },
      ]);
    await db()
      .insert(analyticsEvent)
      .values([
        { name: 'old_event', userId: person.id, createdAt: new Date('2025-01-20T00:00:00Z') },
        { name: 'kept_event', userId: person.id, createdAt: new Date('2025-03-10T00:00:00Z') },
      ]);
    await db()
      .insert(personalDataAccess)
      .values([
        {
          id: 'access-old',
          actorId: admin.id,
          subjectId: person.id,
          action: 'kyc-numbers-revealed',
          at: daysAgo(370),
        },
        {
          id: 'access-kept',
          actorId: person.id,
          subjectId: person.id,
          action: 'data-exported',
          at: daysAgo(300),
        },
      ]);
    const trainer = await createTrainerRow(db(), { latitude: 19.076, longitude: 72.8777 });
    await db()
      .insert(kycDocumentView)
      .values([
        {
          id: 'view-old',
          trainerId: trainer.id,
          viewerId: admin.id,
          document: 'panImage',
          viewedAt: daysAgo(400),
        },
        {
          id: 'view-kept',
          trainerId: trainer.id,
          viewerId: admin.id,
          document: 'panImage',
          viewedAt: daysAgo(10),
        },
      ]);

    await run();
    const codes = await db().select({ id: verification.id }).from(verification);
    expect(codes.map((row) => row.id).sort()).toEqual(['code-live', 'code-today']);
    const events = await db()
      .select({ name: analyticsEvent.name })
      .from(analyticsEvent)
      .where(eq(analyticsEvent.userId, person.id));
    expect(events.map((row) => row.name)).toEqual(['kept_event']);
    const access = await db().select({ id: personalDataAccess.id }).from(personalDataAccess);
    expect(access.map((row) => row.id)).toEqual(['access-kept']);
    const views = await db()
      .select({ id: kycDocumentView.id })
      .from(kycDocumentView)
      .where(eq(kycDocumentView.trainerId, trainer.id));
    expect(views.map((row) => row.id)).toEqual(['view-kept']);
  });
});

describe('KYC documents and the Aadhaar number', () => {
  it('erases them 180 days after a trainer left or was rejected, keeping the PAN', async () => {
    const left = await submittedKyc(ctx, 'Leela');
    // a document uploaded and never submitted is a KYC file all the same
    const abandoned = await kycPicture(ctx, left.token, 'aadhaarFrontImage');
    const rejected = await submittedKyc(ctx, 'Rekha');
    const rejectedRecently = await submittedKyc(ctx, 'Ruma');
    const active = await submittedKyc(ctx, 'Asha');
    const leftRecently = await submittedKyc(ctx, 'Lata');
    await db()
      .update(user)
      .set({ anonymisedAt: daysAgo(181) })
      .where(eq(user.id, left.userId));
    await db()
      .update(user)
      .set({ anonymisedAt: daysAgo(100) })
      .where(eq(user.id, leftRecently.userId));
    const decide = (trainerId: string, status: 'rejected' | 'completed', days: number) =>
      db()
        .update(trainerKyc)
        .set({
          status,
          reviewedAt: daysAgo(days),
          rejectionReason: status === 'rejected' ? 'Blurred' : null,
        })
        .where(eq(trainerKyc.trainerId, trainerId));
    await decide(rejected.trainerId, 'rejected', 200);
    await decide(rejectedRecently.trainerId, 'rejected', 100);
    await decide(active.trainerId, 'completed', 195);

    const kycOf = async (trainerId: string) =>
      (await db().select().from(trainerKyc).where(eq(trainerKyc.trainerId, trainerId)))[0]!;
    const filesOf = async (trainerId: string) => {
      const row = await kycOf(trainerId);
      return [row.aadhaarFrontImage, row.aadhaarBackImage, row.panImage].map(
        (reference) => privateKeyOf(reference!)!,
      );
    };
    const exists = async (key: string) => (await storage.statObject(key)) !== null;
    const leftFiles = await filesOf(left.trainerId);
    const rejectedFiles = await filesOf(rejected.trainerId);
    const keptFiles = [
      ...(await filesOf(rejectedRecently.trainerId)),
      ...(await filesOf(active.trainerId)),
      ...(await filesOf(leftRecently.trainerId)),
    ];
    const abandonedKey = privateKeyOf(abandoned.replace(/^.*?(kyc\/)/, 'private:$1'))!;
    expect(await exists(abandonedKey)).toBe(true);

    const counts = await run();
    expect(counts.kycTrainers).toBe(2);
    for (const key of [...leftFiles, ...rejectedFiles, abandonedKey]) {
      expect(await exists(key), key).toBe(false);
    }
    for (const key of keptFiles) expect(await exists(key), key).toBe(true);

    for (const trainerId of [left.trainerId, rejected.trainerId]) {
      expect(await kycOf(trainerId)).toMatchObject({
        aadhaarNumberEncrypted: null,
        aadhaarLast4: null,
        aadhaarFrontImage: null,
        aadhaarBackImage: null,
        panImage: null,
        panLast4: '234F',
        panName: 'Meera Iyer',
      });
      expect((await kycOf(trainerId)).panNumberEncrypted).not.toBeNull();
    }
    const leftUploads = await db()
      .select({ id: uploadGrant.id })
      .from(uploadGrant)
      .where(inArray(uploadGrant.userId, [left.userId, rejected.userId]));
    expect(leftUploads).toEqual([]);

    // What the trainers see: the rejected one's KYC without the Aadhaar, the active one's whole.
    ctx.clock.set(NOW);
    const mine = async (token: string) =>
      (await ctx.request({ method: 'GET', url: '/api/trainer/kyc', token })).json().data;
    expect(await mine(rejected.token)).toMatchObject({
      kycStatus: 'rejected',
      aadhaarNumber: null,
      panNumber: 'XXXXXX234F',
      aadhaarFrontImage: null,
      panImage: null,
    });
    expect(await mine(active.token)).toMatchObject({
      kycStatus: 'completed',
      aadhaarNumber: 'XXXX XXXX 0124',
    });
    expect((await mine(active.token)).panImage).not.toBeNull();

    // The rejected trainer may submit again, with new documents.
    const again = await ctx.request({
      method: 'PUT',
      url: '/api/trainer/kyc',
      token: rejected.token,
      payload: kycDetails({
        aadhaarFrontImage: await kycPicture(ctx, rejected.token, 'aadhaarFrontImage'),
        aadhaarBackImage: await kycPicture(ctx, rejected.token, 'aadhaarBackImage'),
        panImage: await kycPicture(ctx, rejected.token, 'panImage'),
      }),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await run()).kycTrainers).toBe(0);
  });

  it('records an admin opening a document as a reveal of the number on it', async () => {
    const trainer = await submittedKyc(ctx, 'Nita');
    const admin = await signUpAdmin(ctx, { firstName: 'Anita', lastName: 'Rao' });
    const opened = await ctx.request({
      method: 'GET',
      url: `/api/admin/kyc/${trainer.trainerId}/documents/panImage`,
      token: admin.token,
    });
    expect(opened.statusCode).toBe(200);
    const records = await db()
      .select()
      .from(personalDataAccess)
      .where(eq(personalDataAccess.subjectId, trainer.userId));
    expect(records).toMatchObject([
      { actorId: admin.userId, action: 'kyc-numbers-revealed', detail: 'pan' },
    ]);
  });
});
