import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking as bookingTable } from '#server/db/schema.ts';
import { type ApiProcess, exitOf, startApiProcess } from '#server/test/api-process.ts';
import { createTrainerRow, services } from '#server/test/scenarios.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';

// Two real server processes on one PostgreSQL database; only there can two processes race.
const NOW = '2026-03-02T04:30:00.000Z';
const CLIENTS = 50;

let ctx: TestContext;
const servers: ApiProcess[] = [];

async function startServer(databaseUrl: string) {
  const server = await startApiProcess({ url: databaseUrl }, NOW);
  servers.push(server);
  return server.url;
}

describe.runIf(process.env.TEST_DATABASE_URL)('holding one slot from two processes at once', () => {
  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW });
    await Promise.all([startServer(ctx.databaseUrl!), startServer(ctx.databaseUrl!)]);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.process.kill('SIGTERM');
    await Promise.all(servers.map(exitOf));
    await ctx?.close();
  });

  it(`lets exactly one of ${CLIENTS} clients have it`, async () => {
    const trainer = await createTrainerRow(ctx.database.db, {
      latitude: 19.076,
      longitude: 72.8777,
      services: services({ personal: 1500 }),
      availableTimes: ['7:00 AM'],
      trainsAtGym: true,
    });
    const tokens = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, index) => {
        const url = servers[index % 2]!.url;
        const response = await fetch(`${url}/api/auth/sign-up/email`, {
          method: 'POST',
          // As a browser on the site sends it; better-auth refuses a fetch without its origin.
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify({
            email: `racer${index}.${crypto.randomUUID()}@example.in`,
            password: TEST_PASSWORD,
            name: `Racer ${index}`,
            firstName: 'Racer',
            lastName: String(index),
            ...SIGN_UP_AGREEMENTS,
          }),
        });
        return ((await response.json()) as { token: string }).token;
      }),
    );
    const answers = await Promise.all(
      tokens.map(async (token, index) => {
        const response = await fetch(`${servers[index % 2]!.url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            trainerId: trainer.id,
            service: 'personal',
            date: '2026-03-03',
            timeSlot: '7:00 AM',
            location: 'gym',
          }),
        });
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(CLIENTS - 1);
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(
      new Set([BOOKING_MESSAGES.slotAlreadyBooked]),
    );
    const rows = await ctx.database.db
      .select()
      .from(bookingTable)
      .where(eq(bookingTable.trainerId, trainer.id));
    expect(rows).toHaveLength(1);
  });
});
