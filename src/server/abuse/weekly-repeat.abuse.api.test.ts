import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking as bookingTable, sessionPack } from '#server/db/schema.ts';
import { REPEAT_PREVIEW_RATE_LIMITS } from '#server/features/bookings/weekly-repeat.routes.ts';
import { activePackRow } from '#server/test/pack-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { repeatTrainer } from '#server/test/weekly-repeat-scenarios.ts';
import { MESSAGES } from '#shared/messages.ts';
import { REPEAT_MESSAGES } from '#shared/weekly-repeat-messages.ts';

// The attacker's side of the weekly repeat (docs/product/booking.md#weekly-repeat).
const NOW = '2026-03-02T04:30:00.000Z';
const TUESDAYS = ['2026-03-03', '2026-03-10', '2026-03-17', '2026-03-24'];
let ctx: TestContext;
let address = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());

/** The client's paid pack of `credits` sessions, valid to 1 June 2026. */
const activePack = ({
  credits,
  ...values
}: {
  clientId: string;
  trainerId: string;
  credits: number;
  service?: 'personal' | 'online';
}) =>
  activePackRow(ctx.database.db, {
    ...values,
    sessions: credits,
    pricePaise: 150_000 * credits,
    paidAt: new Date(NOW),
    expiresAt: new Date('2026-06-01T18:29:59.000Z'),
  });

const base = (trainerId: string) => ({
  trainerId,
  service: 'personal',
  location: 'gym',
  date: TUESDAYS[0],
  timeSlot: '7:00 AM',
  weeks: 4,
});
const slots = (dates: readonly string[]) => dates.map((date) => ({ date, timeSlot: '7:00 AM' }));

function caller(token: string) {
  address += 1;
  const remoteAddress = `10.9.${address}.1`;
  return (url: string, payload: Record<string, unknown>) =>
    ctx.request({ method: 'POST', url, token, remoteAddress, payload });
}

const bookingsOf = (trainerId: string) =>
  ctx.database.db.select().from(bookingTable).where(eq(bookingTable.trainerId, trainerId));

describe('spending someone else’s pack', () => {
  it('refuses another client’s pack id, spends none of its credits, books nothing', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const victim = await ctx.signUp();
    const attacker = await ctx.signUp();
    const packId = await activePack({
      clientId: victim.userId,
      trainerId: t.id,
      credits: 8,
    });
    const answer = await caller(attacker.token)('/api/bookings/repeat', {
      ...base(t.id),
      sessions: slots(TUESDAYS),
      packId,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(REPEAT_MESSAGES.packNotUsable);
    const [pack] = await ctx.database.db
      .select({ creditsLeft: sessionPack.creditsLeft })
      .from(sessionPack)
      .where(eq(sessionPack.id, packId));
    expect(pack?.creditsLeft).toBe(8);
    expect(await bookingsOf(t.id)).toEqual([]);
  });

  it('does not list another client’s packs in the preview', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const victim = await ctx.signUp();
    const attacker = await ctx.signUp();
    await activePack({ clientId: victim.userId, trainerId: t.id, credits: 8 });
    const answer = await caller(attacker.token)('/api/bookings/repeat/preview', base(t.id));
    expect(answer.json().data.usablePacks).toEqual([]);
  });
});

describe('more than eight weeks', () => {
  it('refuses nine weeks, nine sessions, or a week past the repeat', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    const post = caller(client.token);
    const nine = Array.from(
      { length: 9 },
      (_, week) => `2026-03-${String(3 + week).padStart(2, '0')}`,
    );
    for (const [url, payload] of [
      ['/api/bookings/repeat/preview', { ...base(t.id), weeks: 9 }],
      ['/api/bookings/repeat', { ...base(t.id), weeks: 9, sessions: slots(TUESDAYS) }],
      ['/api/bookings/repeat', { ...base(t.id), weeks: 8, sessions: slots(nine) }],
      [
        '/api/bookings/repeat',
        { ...base(t.id), weeks: 2, sessions: slots(['2026-03-03', '2026-03-10', '2026-03-17']) },
      ],
    ] as const) {
      const answer = await post(url, payload);
      expect(answer.statusCode).toBe(400);
    }
    expect(await bookingsOf(t.id)).toEqual([]);
  });

  it('refuses a week outside the repeat given as a chosen session', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    const answer = await caller(client.token)('/api/bookings/repeat', {
      ...base(t.id),
      weeks: 2,
      sessions: slots(['2026-03-03', '2026-05-05']),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(REPEAT_MESSAGES.choicesInvalid);
    expect(await bookingsOf(t.id)).toEqual([]);
  });
});

describe('flooding the preview', () => {
  it(`answers 429 beyond ${REPEAT_PREVIEW_RATE_LIMITS.perAccount.max} previews a minute from one account`, async () => {
    const t = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    const post = caller(client.token);
    const statuses: number[] = [];
    for (let i = 0; i < REPEAT_PREVIEW_RATE_LIMITS.perAccount.max + 3; i += 1) {
      statuses.push((await post('/api/bookings/repeat/preview', base(t.id))).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      REPEAT_PREVIEW_RATE_LIMITS.perAccount.max,
    );
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
    const refused = await post('/api/bookings/repeat/preview', base(t.id));
    expect(refused.json().message).toBe(MESSAGES.tooManyRequests);
  });
});
