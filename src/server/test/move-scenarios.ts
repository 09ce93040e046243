import { expect } from 'vitest';
import { paidInSandbox, verify } from './payment-scenarios';
import { createTrainerRow, services } from './scenarios';
import type { TestContext } from './test-app';

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

/** Ritu Sharma, signed in, with three slots a day (7:00 AM, 11:00 AM, 6:00 PM). */
export async function movableTrainer(ctx: TestContext) {
  const account = await ctx.signUp({ firstName: 'Ritu', lastName: 'Sharma' });
  const trainer = await createTrainerRow(ctx.database.db, {
    ...MUMBAI,
    userId: account.userId,
    name: 'Ritu Sharma',
    services: services({ personal: 1500, online: 1000 }),
    availableTimes: ['7:00 AM', '11:00 AM', '6:00 PM'],
    trainsAtGym: true,
  });
  return { trainer, account };
}

/** A session the client held and paid (sandbox), confirmed. */
export async function paidSessionOf(
  ctx: TestContext,
  trainerId: string,
  client: { token: string },
  at: { date: string; timeSlot: string; service?: 'personal' | 'online' },
) {
  const online = at.service === 'online';
  const held = await ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token: client.token,
    payload: { trainerId, service: 'personal', location: online ? 'online' : 'gym', ...at },
  });
  expect(held.statusCode).toBe(201);
  const booking = held.json().data as { id: string };
  const { payment } = await paidInSandbox(ctx, client.token, booking.id);
  const verified = await verify(ctx, client.token, { bookingId: booking.id, ...payment });
  expect(verified.statusCode).toBe(200);
  return booking;
}

/** Asha Verma's paid session with Ritu Sharma, Wednesday 4 March 2026 at 7:00 AM IST. */
export async function movableSession(ctx: TestContext) {
  const { trainer, account } = await movableTrainer(ctx);
  const client = await ctx.signUp({ firstName: 'Asha', lastName: 'Verma' });
  const booking = await paidSessionOf(ctx, trainer.id, client, {
    date: '2026-03-04',
    timeSlot: '7:00 AM',
  });
  return { trainer, trainerAccount: account, client, booking };
}

export const moveSession = (
  ctx: TestContext,
  bookingId: string,
  token: string,
  to: { date: string; timeSlot: string },
) => ctx.request({ method: 'POST', url: `/api/bookings/${bookingId}/move`, token, payload: to });

export const proposeMove = (
  ctx: TestContext,
  bookingId: string,
  token: string,
  to: { date: string; timeSlot: string; note?: string },
) =>
  ctx.request({
    method: 'POST',
    url: `/api/bookings/${bookingId}/move-proposals`,
    token,
    payload: to,
  });

export const answerProposal = (
  ctx: TestContext,
  bookingId: string,
  token: string,
  answer: 'accept' | 'decline',
  payload: { cancel?: boolean } = {},
) =>
  ctx.request({
    method: 'POST',
    url: `/api/bookings/${bookingId}/move-proposals/${answer}`,
    token,
    payload,
  });
