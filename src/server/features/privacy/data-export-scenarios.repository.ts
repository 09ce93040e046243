import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chat, chatMessage, trainer, trainerKyc, user } from '#server/db/schema.ts';
import { createKycCipher, SEALED_COLUMN } from '#server/features/kyc/kyc-cipher.ts';
import { createStorage } from '#server/integrations/storage/create-storage.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import { heldBooking, paidInSandbox, verify } from '#server/test/payment-scenarios.ts';
import { createBookingRow } from '#server/test/scenarios.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { chatIdOf } from '#shared/chat-api.ts';
import { chatEventBody } from '#shared/chat-event.ts';
import { present } from '#shared/present.ts';

/** What only the client has and the trainer's copy must not show, and the other way round. */
export const CLIENT_PRIVATE = {
  phone: '+919820011111',
  homeAddress: 'Flat 12, Sea View Apartments, Carter Road, Bandra West',
};
export const TRAINER_PRIVATE = {
  phone: '+919830022222',
  aadhaar: '234123412346',
  pan: 'ABCDE1234F',
  bankAccount: '001234567890',
};

/**
 * Ritu Sharma (trainer) and Asha Verma (client) with one paid gym session, one home session at
 * Asha's address, a chat, Asha's photo, Ritu's portfolio picture and KYC documents in storage.
 */
export async function exportWorld(ctx: TestContext) {
  const { db } = ctx.database;
  const world = await heldBooking(ctx);
  const { payment } = await paidInSandbox(ctx, world.client.token, world.booking.id);
  const verified = await verify(ctx, world.client.token, {
    bookingId: world.booking.id,
    ...payment,
  });
  expect(verified.statusCode).toBe(200);
  const storage = await createStorage(ctx.config, ctx.clock.now);
  const bytes = (label: string) => Buffer.from(`RIFF-${label}-WEBP-${randomUUID()}`);

  const photoKey = `public/avatars/${randomUUID()}.webp`;
  await storage.putObject(photoKey, bytes('asha-photo'), 'image/webp');
  await db
    .update(user)
    .set({ phone: CLIENT_PRIVATE.phone, city: 'Mumbai', image: storage.publicUrl(photoKey) })
    .where(eq(user.id, world.client.userId));
  await db
    .update(user)
    .set({ phone: TRAINER_PRIVATE.phone, role: 'trainer' })
    .where(eq(user.id, world.trainerAccount.userId));

  const portfolioKey = `public/portfolio/${randomUUID()}.webp`;
  await storage.putObject(portfolioKey, bytes('ritu-portfolio'), 'image/webp');
  await db
    .update(trainer)
    .set({ profileImage: storage.publicUrl(portfolioKey) })
    .where(eq(trainer.id, world.trainer.id));
  const kycPath = `kyc/${randomUUID()}.webp`;
  await storage.putObject(`private/${kycPath}`, bytes('ritu-aadhaar'), 'image/webp');
  const cipher = createKycCipher(ctx.config.kycEncryptionKey);
  const seal = (value: string, column: string) => cipher.encrypt(value, world.trainer.id, column);
  await db.insert(trainerKyc).values({
    trainerId: world.trainer.id,
    status: 'completed',
    aadhaarNumberEncrypted: seal(TRAINER_PRIVATE.aadhaar, SEALED_COLUMN.aadhaar),
    aadhaarLast4: TRAINER_PRIVATE.aadhaar.slice(-4),
    aadhaarName: 'Ritu Sharma',
    panNumberEncrypted: seal(TRAINER_PRIVATE.pan, SEALED_COLUMN.pan),
    panLast4: TRAINER_PRIVATE.pan.slice(-4),
    bankAccountNumberEncrypted: seal(TRAINER_PRIVATE.bankAccount, SEALED_COLUMN.bankAccount),
    bankAccountLast4: TRAINER_PRIVATE.bankAccount.slice(-4),
    bankIfsc: 'HDFC0000123',
    aadhaarFrontImage: `private:${kycPath}`,
  });

  await createBookingRow(db, {
    clientId: world.client.userId,
    trainerId: world.trainer.id,
    service: 'personal',
    location: 'home',
    address: CLIENT_PRIVATE.homeAddress,
    sessionDate: '2026-03-06',
    timeSlot: '6:00 PM',
    startsAt: new Date('2026-03-06T12:30:00.000Z'),
    status: 'confirmed',
  });

  const chatId = chatIdOf(world.client.userId, world.trainerAccount.userId);
  const [userAId, userBId] = [world.client.userId, world.trainerAccount.userId].sort();
  await db.insert(chat).values({
    id: chatId,
    userAId: present(userAId, 'a chat party'),
    userBId: present(userBId, 'a chat party'),
    messageCount: 3,
  });
  await db.insert(chatMessage).values([
    {
      id: randomUUID(),
      chatId,
      senderId: world.client.userId,
      recipientId: world.trainerAccount.userId,
      body: 'Can we focus on mobility this week?',
      createdAt: new Date('2026-03-02T05:00:00.000Z'),
    },
    {
      id: randomUUID(),
      chatId,
      senderId: world.trainerAccount.userId,
      recipientId: world.client.userId,
      body: 'Yes, bring a mat.',
      createdAt: new Date('2026-03-02T05:01:00.000Z'),
    },
    {
      id: randomUUID(),
      chatId,
      senderId: world.client.userId,
      recipientId: world.trainerAccount.userId,
      body: chatEventBody({
        kind: 'session-moved',
        from: { date: '2026-03-06', timeSlot: '6:00 PM' },
        to: { date: '2026-03-07', timeSlot: '6:00 PM' },
      }),
      messageType: 'event',
      createdAt: new Date('2026-03-02T05:02:00.000Z'),
      readAt: new Date('2026-03-02T05:02:00.000Z'),
    },
  ]);
  return { ...world, storage, keys: { photoKey, portfolioKey, kycKey: `private/${kycPath}` } };
}

export const requestExport = (ctx: TestContext, token: string) =>
  ctx.request({ method: 'POST', url: '/api/privacy/exports', token });

export const listExports = (ctx: TestContext, token: string) =>
  ctx.request({ method: 'GET', url: '/api/privacy/exports', token });

/** One run of a data-export job at the context's instant. */
export async function runExportJob(
  ctx: TestContext,
  name: 'build-data-exports' | 'expire-data-exports',
) {
  const job = ctx.app.jobs.find((candidate) => candidate.name === name);
  expect(job).toBeDefined();
  if (job) await runJobOnce(ctx.database.db, job, ctx.clock.now());
}
