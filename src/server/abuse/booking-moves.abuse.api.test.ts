import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingMove,
  booking as bookingTable,
  chatMessage,
  payment as paymentTable,
  refund as refundTable,
} from '#server/db/schema.ts';
import { MOVE_RATE_LIMIT } from '#server/features/bookings/booking-moves.routes.ts';
import {
  answerProposal,
  movableSession,
  movableTrainer,
  moveSession,
  proposeMove,
} from '#server/test/move-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MOVE_MESSAGES } from '#shared/booking-move-messages.ts';
import { CHAT_MESSAGES, chatIdOf } from '#shared/chat-api.ts';
import { MESSAGES } from '#shared/messages.ts';

// The attacker's side of moving sessions: forged ids, other people's sessions, replays, a flood.
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

describe('moving sessions under attack', () => {
  it('a forged or foreign booking id finds nothing, and changes nothing', async () => {
    const { booking, trainer } = await movableSession(ctx);
    const other = await movableTrainer(ctx);
    const stranger = await ctx.signUp();
    const forged = await moveSession(ctx, randomUUID(), stranger.token, THURSDAY_6PM);
    expect(forged.statusCode).toBe(404);
    const tooLong = await moveSession(ctx, 'x'.repeat(500), stranger.token, THURSDAY_6PM);
    expect(tooLong.statusCode).toBe(400);
    // Another trainer proposing, another client answering or asking for free slots.
    const proposal = await proposeMove(ctx, booking.id, other.account.token, THURSDAY_6PM);
    expect(proposal.statusCode).toBe(404);
    expect(
      (await answerProposal(ctx, booking.id, stranger.token, 'decline', { cancel: true }))
        .statusCode,
    ).toBe(404);
    const slots = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}/move-slots?date=2026-03-05`,
      token: stranger.token,
    });
    expect(slots.statusCode).toBe(404);
    expect(await movesOf(booking.id)).toHaveLength(0);
    expect(await rowOf(booking.id)).toMatchObject({ trainerId: trainer.id, sequence: 0 });
  });

  it('refuses fields it does not know, and a note beyond its length', async () => {
    const { client, trainerAccount, booking } = await movableSession(ctx);
    const extra = await moveSession(ctx, booking.id, client.token, {
      ...THURSDAY_6PM,
      trainerId: randomUUID(),
    } as typeof THURSDAY_6PM);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe(MESSAGES.unknownFields(['trainerId']));
    const long = await proposeMove(ctx, booking.id, trainerAccount.token, {
      ...THURSDAY_6PM,
      note: 'n'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MOVE_MESSAGES.noteTooLong);
    expect(await movesOf(booking.id)).toHaveLength(0);
  });

  it('an unpaid hold cannot be moved', async () => {
    const { trainer } = await movableTrainer(ctx);
    const client = await ctx.signUp();
    const held = await ctx.request({
      method: 'POST',
      url: '/api/bookings',
      token: client.token,
      payload: {
        trainerId: trainer.id,
        service: 'personal',
        location: 'gym',
        date: '2026-03-04',
        timeSlot: '7:00 AM',
      },
    });
    const answer = await moveSession(ctx, held.json().data.id, client.token, THURSDAY_6PM);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(MOVE_MESSAGES.notMovable);
  });

  it('a replayed accept moves once; a replayed decline-and-cancel refunds once', async () => {
    const first = await movableSession(ctx);
    await proposeMove(ctx, first.booking.id, first.trainerAccount.token, THURSDAY_6PM);
    const accepts = await Promise.all(
      [1, 2].map(() => answerProposal(ctx, first.booking.id, first.client.token, 'accept')),
    );
    expect(accepts.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await rowOf(first.booking.id)).toMatchObject({ sequence: 1, timeSlot: '6:00 PM' });

    const second = await movableSession(ctx);
    await proposeMove(ctx, second.booking.id, second.trainerAccount.token, THURSDAY_6PM);
    const declines = await Promise.all(
      [1, 2].map(() =>
        answerProposal(ctx, second.booking.id, second.client.token, 'decline', { cancel: true }),
      ),
    );
    expect(declines.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refunds = await ctx.database.db
      .select({ id: refundTable.id })
      .from(refundTable)
      .innerJoin(paymentTable, eq(paymentTable.id, refundTable.paymentId))
      .where(eq(paymentTable.bookingId, second.booking.id));
    expect(refunds).toHaveLength(1);
  });

  it('a client cannot write a move line into the chat themselves', async () => {
    const { client, trainerAccount } = await movableSession(ctx);
    const chatId = chatIdOf(client.userId, trainerAccount.userId);
    const sent = await ctx.request({
      method: 'POST',
      url: `/api/chat/${chatId}/messages`,
      token: client.token,
      payload: { message: 'Session moved from Wed to never', message_type: 'event' },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toBe(CHAT_MESSAGES.messageTypeInvalid);
    const events = await ctx.database.db
      .select()
      .from(chatMessage)
      .where(eq(chatMessage.chatId, chatId));
    expect(events.filter((row) => row.messageType === 'event')).toHaveLength(0);
  });

  it(`answers 429 beyond ${MOVE_RATE_LIMIT.max} move attempts a minute from one account`, async () => {
    const { client, booking } = await movableSession(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < MOVE_RATE_LIMIT.max + 3; i += 1) {
      // a slot not offered: refused each time, so only the limit changes the answer
      statuses.push(
        (
          await moveSession(ctx, booking.id, client.token, {
            date: '2026-03-05',
            timeSlot: '9:00 AM',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, MOVE_RATE_LIMIT.max)).toEqual(Array(MOVE_RATE_LIMIT.max).fill(400));
    expect(statuses.slice(MOVE_RATE_LIMIT.max)).toEqual([429, 429, 429]);
    expect((await rowOf(booking.id))?.sequence).toBe(0);
  });
});
