import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heldBooking, paidInSandbox, verify } from '#server/test/payment-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';

// Monday 2 March 2026, 10:00 AM IST; the session is at 7:00 AM IST on Wednesday 4 March.
const NOW = '2026-03-02T04:30:00.000Z';
const AFTER_START = '2026-03-04T02:30:00.000Z'; // 8:00 AM IST on the 4th

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(NOW));

/** A paid, confirmed ₹1,500 session whose trainer signs in to the dashboard. */
async function confirmedSession() {
  const scenario = await heldBooking(ctx);
  const { payment } = await paidInSandbox(ctx, scenario.client.token, scenario.booking.id);
  const verified = await verify(ctx, scenario.client.token, {
    bookingId: scenario.booking.id,
    ...payment,
  });
  expect(verified.statusCode).toBe(200);
  const became = await ctx.request({
    method: 'POST',
    url: '/api/auth/become-trainer',
    token: scenario.trainerAccount.token,
  });
  expect(became.statusCode).toBe(200);
  return scenario;
}

const dashboard = async (token: string) => {
  const [overview, upcoming] = await Promise.all([
    ctx.request({ method: 'GET', url: '/api/trainer/dashboard', token }),
    ctx.request({ method: 'GET', url: '/api/trainer/sessions/upcoming', token }),
  ]);
  return { overview: overview.json().data, counts: upcoming.json().counts };
};

const confirmAttendance = (id: string, token: string) =>
  ctx.request({ method: 'POST', url: `/api/bookings/${id}/confirm-attendance`, token });

describe('the trainer’s side of a session', () => {
  it('refuses a trainer’s cancellation without a reason and leaves the session booked', async () => {
    const { booking, client, trainerAccount } = await confirmedSession();
    const cancel = (token: string, payload?: object) =>
      ctx.request({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, token, payload });
    for (const payload of [undefined, {}, { reason: '' }, { reason: '   ' }]) {
      const refused = await cancel(trainerAccount.token, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        message: BOOKING_MESSAGES.cancellationReasonRequired,
      });
    }
    const tooLong = await cancel(trainerAccount.token, { reason: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    const seen = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      token: client.token,
    });
    expect(seen.json().data).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('tells the client about their refund when they cancel, not about the trainer’s side', async () => {
    const { booking, client } = await confirmedSession();
    const cancelled = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      token: client.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(BOOKING_MESSAGES.bookingCancelledWithRefund);
  });

  it('completes it when the trainer and then the client confirm attendance', async () => {
    const { booking, client, trainerAccount } = await confirmedSession();
    const trainerToken = trainerAccount.token;
    expect((await dashboard(trainerToken)).overview.upcomingSessions).toBe(1);

    ctx.clock.set(AFTER_START);
    const awaiting = await dashboard(trainerToken);
    expect(awaiting.counts).toMatchObject({ pending: 1, completed: 0 });
    const fromTrainer = await confirmAttendance(booking.id, trainerToken);
    expect(fromTrainer.statusCode).toBe(200);
    expect(fromTrainer.json().data).toMatchObject({
      status: 'confirmed',
      actions: { canConfirmAttendance: false },
    });
    expect((await dashboard(trainerToken)).overview.totalSessions).toBe(0);

    const fromClient = await confirmAttendance(booking.id, client.token);
    expect(fromClient.json().data.status).toBe('completed');
    const done = await dashboard(trainerToken);
    expect(done.overview).toMatchObject({ totalSessions: 1, upcomingSessions: 0 });
    expect(done.counts).toMatchObject({ pending: 0, completed: 1 });

    const earnings = await ctx.request({
      method: 'GET',
      url: '/api/trainer/earnings',
      token: trainerToken,
    });
    expect(earnings.json().data.summary).toMatchObject({
      sessions: 1,
      paid: 150_000,
      trainerEarningsTotal: 142_500,
      trainerPlatformFeeTotal: 7_500,
    });
  });

  it('refunds the client in full and tells them when the trainer cancels, and counts it', async () => {
    const { booking, client, trainerAccount } = await confirmedSession();
    // Within 24 hours of the start: a client would lose the money, a trainer's cancellation never.
    ctx.clock.set('2026-03-03T04:30:00.000Z');
    const cancelled = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      token: trainerAccount.token,
      payload: { reason: 'Unwell, sorry' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: BOOKING_MESSAGES.sessionCancelledClientRefunded('Asha Verma'),
      data: { status: 'cancelled', cancelledBy: 'trainer', paymentStatus: 'refund_pending' },
    });
    // The refund leaves through the outbox
    // (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md), moments after the
    // answer.
    await ctx.app.outbox.drain();

    const details = await ctx.request({
      method: 'GET',
      url: `/api/payment/details/${booking.id}`,
      token: client.token,
    });
    expect(details.json().data.refund).toMatchObject({
      status: 'processed',
      amountPaise: 150_000,
    });
    const outbox = await ctx.request({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(client.email)}`,
    });
    const notice = outbox
      .json()
      .data.find((mail: { subject: string }) => mail.subject.startsWith('Booking cancelled'));
    expect(notice.text).toContain('cancelled by Ritu Sharma');
    expect(notice.text).toContain('Reason given: Unwell, sorry');
    expect(notice.text).toContain('A full refund of ₹1,500');

    const after = await dashboard(trainerAccount.token);
    expect(after.overview).toMatchObject({ trainerCancellations: 1, upcomingSessions: 0 });
    expect(after.counts).toMatchObject({ cancelled: 1, cancelledByTrainer: 1 });
    const history = await ctx.request({
      method: 'GET',
      url: '/api/trainer/sessions/history',
      token: trainerAccount.token,
    });
    expect(history.json().data.sessions).toEqual([
      expect.objectContaining({ id: booking.id, status: 'cancelled', paymentStatus: 'refunded' }),
    ]);
  });
});
