import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { payout, user } from '#server/db/schema.ts';
import { uploadPicture } from '#server/test/accounts.ts';
import { paidInSandbox, verify } from '#server/test/payment-scenarios.ts';
import { createBookingRow, createTrainerRow, services } from '#server/test/scenarios.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { istInstant } from '#shared/ist.ts';
import { verhoeffCheckDigit } from '#shared/kyc.ts';

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const PICTURE = { width: 600, height: 380, background: { r: 230, g: 230, b: 220 } };

/** What makes a client and a trainer who book each other. */
export interface PairDetails {
  client: { firstName: string; email: string; phone: string; address: string };
  trainer: {
    firstName: string;
    email: string;
    phone: string;
    aadhaar: string;
    pan: string;
    bankAccount: string;
  };
  /** An hour the pair's paid session starts on Wednesday 4 March 2026 (IST). */
  timeSlot: string;
}

/** An Aadhaar number that passes the checksum, from its first eleven digits. */
export const aadhaarFrom = (elevenDigits: string) =>
  `${elevenDigits}${verhoeffCheckDigit(elevenDigits)}`;

async function signUpWithPhone(
  ctx: TestContext,
  details: { firstName: string; email: string; phone: string },
) {
  const account = await ctx.signUp({ ...details, lastName: 'Verma' });
  const saved = await ctx.request({
    method: 'PUT',
    url: '/api/profile',
    token: account.token,
    payload: { firstName: details.firstName, lastName: 'Verma', phone: details.phone },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return account;
}

/**
 * A client and a trainer with everything each owns: a booking paid through the sandbox (a home
 * session at the client's address), a spare confirmed booking, a completed one to review, their
 * chat with a message from the client, the client's uploaded picture, and the trainer's KYC
 * awaiting review and a failed payout. Built through the API where it is cheap, else as rows.
 */
export async function clientAndTrainer(ctx: TestContext, details: PairDetails) {
  const { db } = ctx.database;
  const client = await signUpWithPhone(ctx, details.client);
  const trainerAccount = await signUpWithPhone(ctx, details.trainer);
  await db.update(user).set({ role: 'trainer' }).where(eq(user.id, trainerAccount.userId));
  const trainerRow = await createTrainerRow(db, {
    ...MUMBAI,
    userId: trainerAccount.userId,
    name: `${details.trainer.firstName} Verma`,
    services: services({ personal: 1500 }),
    availableTimes: [details.timeSlot],
    trainsAtClientHome: true,
  });
  const trainer = { ...trainerAccount, trainerId: trainerRow.id };

  const held = await ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token: client.token,
    payload: {
      trainerId: trainer.trainerId,
      service: 'personal',
      date: '2026-03-04',
      timeSlot: details.timeSlot,
      location: 'home',
      address: details.client.address,
    },
  });
  expect(held.statusCode, held.body).toBe(201);
  const paidBookingId: string = held.json().data.id;
  const { payment } = await paidInSandbox(ctx, client.token, paidBookingId);
  const verified = await verify(ctx, client.token, { bookingId: paidBookingId, ...payment });
  expect(verified.statusCode, verified.body).toBe(200);

  const bookingOf = (sessionDate: string, status: 'confirmed' | 'completed') =>
    createBookingRow(db, {
      clientId: client.userId,
      trainerId: trainer.trainerId,
      service: 'personal',
      location: 'gym',
      sessionDate,
      timeSlot: details.timeSlot,
      startsAt: istInstant(sessionDate, 7),
      status,
    });
  const spare = await bookingOf('2026-03-05', 'confirmed');
  const completed = await bookingOf('2026-02-27', 'completed');

  const opened = await ctx.request({
    method: 'POST',
    url: '/api/chat',
    token: client.token,
    payload: { bookingId: paidBookingId },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const chatId: string = opened.json().data.chat_id;
  const sent = await ctx.request({
    method: 'POST',
    url: `/api/chat/${chatId}/messages`,
    token: client.token,
    payload: { message: 'Is the park near my flat fine for the session?' },
  });
  expect(sent.statusCode, sent.body).toBe(201);

  const pictureUrl = await uploadPicture(ctx, client.token, 'profileImage', PICTURE);
  const documents = {
    aadhaarFrontImage: await uploadPicture(ctx, trainer.token, 'aadhaarFrontImage', PICTURE),
    aadhaarBackImage: await uploadPicture(ctx, trainer.token, 'aadhaarBackImage', PICTURE),
    panImage: await uploadPicture(ctx, trainer.token, 'panImage', PICTURE),
  };
  const kyc = await ctx.request({
    method: 'PUT',
    url: '/api/trainer/kyc',
    token: trainer.token,
    payload: {
      ...documents,
      aadhaarNumber: details.trainer.aadhaar,
      aadhaarName: `${details.trainer.firstName} Verma`,
      panNumber: details.trainer.pan,
      panName: `${details.trainer.firstName} Verma`,
      upiId: '',
      bankAccountName: `${details.trainer.firstName} Verma`,
      bankAccountNumber: details.trainer.bankAccount,
      bankIFSC: 'HDFC0001234',
      bankName: 'HDFC Bank',
      bankBranch: 'Andheri West',
      stateCode: '27',
    },
  });
  expect(kyc.statusCode, kyc.body).toBe(200);

  const payoutId = randomUUID();
  await db.insert(payout).values({
    id: payoutId,
    trainerId: trainer.trainerId,
    weekStart: '2026-02-23',
    weekEnd: '2026-03-01',
    status: 'failed',
    sessionCount: 1,
    grossPaise: 150_000,
    platformFeePaise: 15_000,
    netPaise: 135_000,
    provider: 'manual',
    failureReason: 'The bank refused the transfer',
    createdAt: ctx.clock.now(),
    updatedAt: ctx.clock.now(),
  });

  return {
    client,
    trainer,
    bookings: { paid: paidBookingId, spare: spare.id, completed: completed.id },
    payment: {
      orderId: payment.razorpay_order_id as string,
      paymentId: payment.razorpay_payment_id as string,
    },
    chat: { id: chatId, messageId: sent.json().data.id as string },
    pictureUrl,
    payoutId,
  };
}
export type ClientAndTrainer = Awaited<ReturnType<typeof clientAndTrainer>>;
