import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking as bookingTable } from '#server/db/schema.ts';
import { type ApiProcess, exitOf, startApiProcess } from '#server/test/api-process.ts';
import { movableTrainer, paidSessionOf } from '#server/test/move-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';

// Two real server processes on one PostgreSQL database: a move and a hold, or two moves, of one
// slot at the same instant, each through a different process. Monday 2 March 2026, 10:00 IST.
const NOW = '2026-03-02T04:30:00.000Z';
const ROUNDS = 6;
const TARGET = { date: '2026-03-05', timeSlot: '6:00 PM' };

let ctx: TestContext;
const servers: ApiProcess[] = [];

interface Answer {
  status: number;
  message: string;
}

async function call(server: number, path: string, token: string, body: object): Promise<Answer> {
  const response = await fetch(`${servers[server]!.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, message: ((await response.json()) as Answer).message };
}

const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(bookingTable).where(eq(bookingTable.id, id)))[0];

describe.runIf(process.env.TEST_DATABASE_URL)(
  'moving into one slot from two processes at once',
  () => {
    beforeAll(async () => {
      ctx = await createTestContext({ now: NOW });
      servers.push(
        ...(await Promise.all([
          startApiProcess({ url: ctx.databaseUrl! }, NOW),
          startApiProcess({ url: ctx.databaseUrl! }, NOW),
        ])),
      );
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) server.process.kill('SIGTERM');
      await Promise.all(servers.map(exitOf));
      await ctx?.close();
    });

    it('two clients moving into the same slot: exactly one wins, the other keeps their time', async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const { trainer } = await movableTrainer(ctx);
        const [asha, bela] = await Promise.all([ctx.signUp(), ctx.signUp()]);
        const sessions = [
          await paidSessionOf(ctx, trainer.id, asha, { date: '2026-03-04', timeSlot: '7:00 AM' }),
          await paidSessionOf(ctx, trainer.id, bela, { date: '2026-03-04', timeSlot: '6:00 PM' }),
        ];
        const tokens = [asha.token, bela.token];
        const answers = await Promise.all(
          sessions.map((session, index) =>
            call(index, `/api/bookings/${session.id}/move`, tokens[index]!, TARGET),
          ),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const loser = answers.findIndex((answer) => answer.status === 409);
        expect(answers[loser]!.message).toBe(BOOKING_MESSAGES.slotAlreadyBooked);
        const kept = await rowOf(sessions[loser]!.id);
        expect(kept).toMatchObject({ sessionDate: '2026-03-04', sequence: 0, status: 'confirmed' });
        expect(await rowOf(sessions[1 - loser]!.id)).toMatchObject({
          sessionDate: TARGET.date,
          timeSlot: TARGET.timeSlot,
          sequence: 1,
        });
      }
    });

    it('a move against a new hold of the same slot: exactly one has it', async () => {
      const winners = { move: 0, hold: 0 };
      for (let round = 0; round < ROUNDS; round += 1) {
        const { trainer } = await movableTrainer(ctx);
        const [mover, holder] = await Promise.all([ctx.signUp(), ctx.signUp()]);
        const session = await paidSessionOf(ctx, trainer.id, mover, {
          date: '2026-03-04',
          timeSlot: '7:00 AM',
        });
        const [moved, held] = await Promise.all([
          call(round % 2, `/api/bookings/${session.id}/move`, mover.token, TARGET),
          call(1 - (round % 2), '/api/bookings', holder.token, {
            trainerId: trainer.id,
            service: 'personal',
            location: 'gym',
            ...TARGET,
          }),
        ]);
        const moveWon = moved.status === 200;
        // The winner answers as it would alone; the loser gets the slot-taken refusal.
        expect(moveWon ? [moved.status, held.status] : [held.status, moved.status]).toEqual(
          moveWon ? [200, 409] : [201, 409],
        );
        expect((moveWon ? held : moved).message).toBe(BOOKING_MESSAGES.slotAlreadyBooked);
        winners[moveWon ? 'move' : 'hold'] += 1;
        const active = await ctx.database.db
          .select()
          .from(bookingTable)
          .where(eq(bookingTable.trainerId, trainer.id));
        const inSlot = active.filter(
          (row) => row.timeSlot === TARGET.timeSlot && row.sessionDate === TARGET.date,
        );
        expect(inSlot).toHaveLength(1);
        if (!moveWon) expect((await rowOf(session.id))?.timeSlot).toBe('7:00 AM');
      }
      expect(winners.move + winners.hold).toBe(ROUNDS);
    });
  },
);
