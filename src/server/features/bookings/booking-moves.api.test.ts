import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingMove,
  booking as bookingTable,
  chatMessage,
  outboxEvent,
  payment as paymentTable,
  refund as refundTable,
} from '#server/db/schema.ts';
import {
  answerProposal,
  movableSession,
  moveSession,
  paidSessionOf,
  proposeMove,
} from '#server/test/move-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { MOVE_MESSAGES } from '#shared/booking-move-messages.ts';
import { chatIdOf } from '#shared/chat-api.ts';

// Monday 2 March 2026, 10:00 AM IST; the session is Wednesday 4 March at 7:00 AM IST (01:30Z).
const NOW = '2026-03-02T04:30:00.000Z';
const THURSDAY_6PM = { date: '2026-03-05', timeSlot: '6:00 PM' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(NOW));

const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(bookingTable).where(eq(bookingTable.id, id)))[0];
const movesOf = (id: string) =>
  ctx.database.db.select().from(bookingMove).where(eq(bookingMove.bookingId, id));
const seenBy = async (id: string, token: string) =>
  (await ctx.request({ method: 'GET', url: `/api/bookings/${id}`, token })).json().data;
async function outboxSince(instant: Date) {
  const events = await ctx.database.db.select().from(outboxEvent);
  return events.filter((event) => event.createdAt >= instant);
}

describe('POST /api/bookings/:id/move', () => {
  it('moves the session: new time, calendar sequence, a record, mails, meeting and a chat line', async () => {
    const { client, trainerAccount, booking } = await movableSession(ctx);
    ctx.clock.set('2026-03-02T05:00:00.000Z');
    const answer = await moveSession(ctx, booking.id, client.token, THURSDAY_6PM);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      message: MOVE_MESSAGES.sessionMoved,
      data: {
        sessionDate: '2026-03-05',
        timeSlot: '6:00 PM',
        startsAt: '2026-03-05T12:30:00.000Z',
        endsAt: '2026-03-05T13:30:00.000Z',
        sequence: 1,
        moves: { movesLeft: 1, canMove: true, proposal: null },
      },
    });
    const [record] = await movesOf(booking.id);
    expect(record).toMatchObject({
      requestedBy: 'client',
      status: 'moved',
      fromStartsAt: new Date('2026-03-04T01:30:00.000Z'),
      toStartsAt: new Date('2026-03-05T12:30:00.000Z'),
    });
    const effects = await outboxSince(new Date('2026-03-02T05:00:00.000Z'));
    const mails = effects.filter((event) => event.kind === 'mail');
    const recipients = mails.flatMap((event) => {
      const { message } = event.payload as { message: { to: string; subject: string } };
      return message.subject.startsWith('Session moved') ? [message.to] : [];
    });
    expect(recipients.sort()).toEqual([client.email, trainerAccount.email].sort());
    expect(effects.some((event) => event.kind === 'meeting-moved')).toBe(true);
    const lines = await ctx.database.db
      .select()
      .from(chatMessage)
      .where(and(eq(chatMessage.senderId, client.userId), eq(chatMessage.messageType, 'event')));
    expect(lines).toHaveLength(1);
    expect(lines.every((line) => line.readAt !== null)).toBe(true);
    // Each side reads the line in the language of their page.
    const chatId = chatIdOf(client.userId, trainerAccount.userId);
    const lineFor = async (token: string, language: string) =>
      (
        await ctx.request({
          method: 'GET',
          url: `/api/chat/${chatId}/messages`,
          token,
          headers: { 'accept-language': language },
        })
      ).json().data[0].message;
    expect(await lineFor(client.token, 'en-IN')).toBe(
      'Session moved from Wed, 4 Mar, 7:00 AM to Thu, 5 Mar, 6:00 PM',
    );
    expect(await lineFor(trainerAccount.token, 'hi-IN')).toBe(
      'सेशन रीशेड्यूल हुआ: बुध, 4 मार्च, सुबह 7:00 की जगह अब गुरु, 5 मार्च, शाम 6:00',
    );
    // The trainer sees the new time, and the calendar file replaces the old event.
    expect((await seenBy(booking.id, trainerAccount.token)).startsAt).toBe(
      '2026-03-05T12:30:00.000Z',
    );
    const ics = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}/calendar.ics`,
      token: trainerAccount.token,
    });
    expect(ics.body).toContain(`UID:${booking.id}@kasrat`);
    expect(ics.body).toContain('SEQUENCE:1');
  });

  it('is allowed until exactly 24 hours before the start, refused a minute later', async () => {
    const first = await movableSession(ctx);
    ctx.clock.set('2026-03-03T01:30:00.000Z');
    expect(
      (await moveSession(ctx, first.booking.id, first.client.token, THURSDAY_6PM)).statusCode,
    ).toBe(200);
    const second = await movableSession(ctx);
    ctx.clock.set('2026-03-03T01:31:00.000Z');
    const late = await moveSession(ctx, second.booking.id, second.client.token, THURSDAY_6PM);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MOVE_MESSAGES.tooLateToMove);
    expect((await seenBy(second.booking.id, second.client.token)).moves.canMove).toBe(false);
    expect((await rowOf(second.booking.id))?.sessionDate).toBe('2026-03-04');
  });

  it('refuses a third move by the client', async () => {
    const { client, booking } = await movableSession(ctx);
    expect((await moveSession(ctx, booking.id, client.token, THURSDAY_6PM)).statusCode).toBe(200);
    const back = { date: '2026-03-06', timeSlot: '11:00 AM' };
    const second = await moveSession(ctx, booking.id, client.token, back);
    expect(second.json().data.moves).toMatchObject({ movesLeft: 0, canMove: false });
    const third = await moveSession(ctx, booking.id, client.token, THURSDAY_6PM);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(MOVE_MESSAGES.noMovesLeft);
    expect(await rowOf(booking.id)).toMatchObject({ sessionDate: '2026-03-06', sequence: 2 });
  });

  it('keeps the old slot when the new one is taken', async () => {
    const { trainer, client, booking } = await movableSession(ctx);
    const other = await ctx.signUp();
    await paidSessionOf(ctx, trainer.id, other, THURSDAY_6PM);
    const answer = await moveSession(ctx, booking.id, client.token, THURSDAY_6PM);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(BOOKING_MESSAGES.slotAlreadyBooked);
    expect(await rowOf(booking.id)).toMatchObject({ timeSlot: '7:00 AM', sequence: 0 });
    expect(await movesOf(booking.id)).toHaveLength(0);
  });

  it('refuses slots outside the rules with the catalogue’s messages', async () => {
    const { client, booking } = await movableSession(ctx);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ date: '2026-03-30', timeSlot: '7:00 AM' }, 400, BOOKING_MESSAGES.dateOutsideWindow],
      [{ date: '2026-03-05', timeSlot: '9:00 AM' }, 400, BOOKING_MESSAGES.slotNotOffered],
      [{ date: '2026-03-04', timeSlot: '7:00 AM' }, 409, MOVE_MESSAGES.sameSlot],
      [{ date: '2026-02-31', timeSlot: '7:00 AM' }, 400, BOOKING_MESSAGES.invalidBookingDate],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await ctx.request({
        method: 'POST',
        url: `/api/bookings/${booking.id}/move`,
        token: client.token,
        payload,
      });
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({
        status,
        message,
      });
    }
    expect(await movesOf(booking.id)).toHaveLength(0);
  });

  it('answers 404 for someone else’s booking and 403 to the trainer', async () => {
    const { trainerAccount, booking } = await movableSession(ctx);
    const stranger = await ctx.signUp();
    const theirs = await moveSession(ctx, booking.id, stranger.token, THURSDAY_6PM);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(BOOKING_MESSAGES.bookingNotFound);
    const trainers = await moveSession(ctx, booking.id, trainerAccount.token, THURSDAY_6PM);
    expect(trainers.statusCode).toBe(403);
    expect(trainers.json().message).toBe(MOVE_MESSAGES.clientMovesOnly);
    expect(await movesOf(booking.id)).toHaveLength(0);
  });
});

describe('GET /api/bookings/:id/move-slots', () => {
  it('lists the trainer’s free slots of the day without the booking’s own or taken ones', async () => {
    const { trainer, client, booking } = await movableSession(ctx);
    const other = await ctx.signUp();
    await paidSessionOf(ctx, trainer.id, other, { date: '2026-03-04', timeSlot: '6:00 PM' });
    const day = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}/move-slots?date=2026-03-04`,
      token: client.token,
    });
    expect(day.json().data).toEqual({ date: '2026-03-04', availableSlots: ['11:00 AM'] });
  });
});

describe('a trainer’s proposal', () => {
  it('moves the session when the client accepts, without using one of their moves', async () => {
    const { client, trainerAccount, booking } = await movableSession(ctx);
    const proposed = await proposeMove(ctx, booking.id, trainerAccount.token, {
      ...THURSDAY_6PM,
      note: 'My morning class ran over',
    });
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json().data.moves).toMatchObject({ canPropose: false });
    const again = await proposeMove(ctx, booking.id, trainerAccount.token, {
      date: '2026-03-06',
      timeSlot: '7:00 AM',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MOVE_MESSAGES.proposalExists);
    expect((await seenBy(booking.id, client.token)).moves.proposal).toMatchObject({
      date: '2026-03-05',
      timeSlot: '6:00 PM',
      startsAt: '2026-03-05T12:30:00.000Z',
      note: 'My morning class ran over',
    });
    // Past the client's own 24 hours: accepting the trainer's time is still allowed.
    ctx.clock.set('2026-03-03T20:00:00.000Z');
    const accepted = await answerProposal(ctx, booking.id, client.token, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: MOVE_MESSAGES.proposalAccepted,
      data: { timeSlot: '6:00 PM', sequence: 1, moves: { movesLeft: 2, proposal: null } },
    });
    expect((await movesOf(booking.id)).map((row) => [row.requestedBy, row.status])).toEqual([
      ['trainer', 'moved'],
    ]);
  });

  it('leaves the session as it is when declined, and the trainer may propose again', async () => {
    const { client, trainerAccount, booking } = await movableSession(ctx);
    await proposeMove(ctx, booking.id, trainerAccount.token, THURSDAY_6PM);
    const declined = await answerProposal(ctx, booking.id, client.token, 'decline');
    expect(declined.json()).toMatchObject({
      message: MOVE_MESSAGES.proposalDeclined,
      data: { status: 'confirmed', timeSlot: '7:00 AM', moves: { proposal: null } },
    });
    expect(
      (await proposeMove(ctx, booking.id, trainerAccount.token, THURSDAY_6PM)).statusCode,
    ).toBe(201);
  });

  it('declined with cancel: cancelled with a full refund even within 24 hours', async () => {
    const { client, trainerAccount, booking } = await movableSession(ctx);
    await proposeMove(ctx, booking.id, trainerAccount.token, THURSDAY_6PM);
    ctx.clock.set('2026-03-03T20:00:00.000Z'); // 11 hours before the start
    const answer = await answerProposal(ctx, booking.id, client.token, 'decline', { cancel: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      message: MOVE_MESSAGES.declinedAndCancelled,
      data: { status: 'cancelled', paymentStatus: 'refund_pending' },
    });
    const refunds = await ctx.database.db
      .select({ amountPaise: refundTable.amountPaise })
      .from(refundTable)
      .innerJoin(paymentTable, eq(paymentTable.id, refundTable.paymentId))
      .where(eq(paymentTable.bookingId, booking.id));
    expect(refunds).toEqual([{ amountPaise: (await rowOf(booking.id))!.totalPaise }]);
    expect((await movesOf(booking.id)).map((row) => row.status)).toEqual(['declined']);
  });

  it('lapses when the client moves the session or it is cancelled', async () => {
    const moved = await movableSession(ctx);
    await proposeMove(ctx, moved.booking.id, moved.trainerAccount.token, THURSDAY_6PM);
    await moveSession(ctx, moved.booking.id, moved.client.token, {
      date: '2026-03-06',
      timeSlot: '7:00 AM',
    });
    const cancelled = await movableSession(ctx);
    await proposeMove(ctx, cancelled.booking.id, cancelled.trainerAccount.token, THURSDAY_6PM);
    await ctx.request({
      method: 'POST',
      url: `/api/bookings/${cancelled.booking.id}/cancel`,
      token: cancelled.client.token,
      payload: {},
    });
    for (const { booking, client } of [moved, cancelled]) {
      expect((await movesOf(booking.id)).find((row) => row.requestedBy === 'trainer')?.status).toBe(
        'lapsed',
      );
      const accept = await answerProposal(ctx, booking.id, client.token, 'accept');
      expect(accept.statusCode).toBe(409);
    }
  });

  it('is the trainer’s to make and the client’s to answer', async () => {
    const { client, trainerAccount, booking } = await movableSession(ctx);
    const byClient = await proposeMove(ctx, booking.id, client.token, THURSDAY_6PM);
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().message).toBe(MOVE_MESSAGES.trainerProposesOnly);
    await proposeMove(ctx, booking.id, trainerAccount.token, THURSDAY_6PM);
    for (const answer of ['accept', 'decline'] as const) {
      const byTrainer = await answerProposal(ctx, booking.id, trainerAccount.token, answer);
      expect(byTrainer.statusCode).toBe(403);
    }
    const stranger = await ctx.signUp();
    expect((await answerProposal(ctx, booking.id, stranger.token, 'accept')).statusCode).toBe(404);
    expect((await rowOf(booking.id))?.timeSlot).toBe('7:00 AM');
  });
});
