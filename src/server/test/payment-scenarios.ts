import { expect } from 'vitest';
import { createTrainerRow, services } from './scenarios';
import type { TestContext } from './test-app';

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

/** A client's 15-minute hold on Ritu Sharma's 7:00 AM slot of Wednesday 4 March 2026. */
export async function heldBooking(ctx: TestContext, service: 'personal' | 'online' = 'personal') {
  const trainerAccount = await ctx.signUp({ firstName: 'Ritu', lastName: 'Sharma' });
  const trainer = await createTrainerRow(ctx.database.db, {
    ...MUMBAI,
    userId: trainerAccount.userId,
    name: 'Ritu Sharma',
    services: services({ personal: 1500, online: 1000 }),
    availableTimes: ['7:00 AM', '6:00 PM'],
    trainsAtGym: true,
  });
  const client = await ctx.signUp({ firstName: 'Asha', lastName: 'Verma' });
  const response = await ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token: client.token,
    payload: {
      trainerId: trainer.id,
      service,
      date: '2026-03-04',
      timeSlot: '7:00 AM',
      location: service === 'online' ? 'online' : 'gym',
    },
  });
  expect(response.statusCode).toBe(201);
  return { trainer, trainerAccount, client, booking: response.json().data };
}

export const createOrder = (ctx: TestContext, token: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/payment/create-order', token, payload });

/** What the sandbox checkout hands the page after a successful UPI payment. */
export async function paidInSandbox(ctx: TestContext, token: string, bookingId: string) {
  const order = (await createOrder(ctx, token, { bookingId })).json().data;
  const completed = await ctx.request({
    method: 'POST',
    url: '/api/payment/sandbox/complete',
    token,
    payload: { orderId: order.orderId, outcome: 'success', method: 'upi' },
  });
  return { order, payment: completed.json().data };
}

export const verify = (ctx: TestContext, token: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/payment/verify', token, payload });
