import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '#server/integrations/storage/create-storage.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { seedDemoData } from '../seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './build-demo-data';

/** Monday 2 March 2026, 10:00 IST. */
const NOW = new Date('2026-03-02T04:30:00.000Z');

let ctx: TestContext;
let sessions: UserBooking[];
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  const kyc = {
    encryptionKey: ctx.config.kycEncryptionKey,
    storage: await createStorage(ctx.config, ctx.clock.now),
  };
  await seedDemoData(ctx.database.db, { now: NOW, log: ctx.app.log, kyc });
  const signIn = await ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ctx.config.publicUrl },
    payload: { email: DEMO_ACCOUNTS.client, password: DEMO_PASSWORD },
  });
  token = signIn.json().token;
  sessions = (await ctx.request({ method: 'GET', url: '/api/bookings?limit=50', token })).json()
    .data;
});
afterAll(() => ctx.close());

describe('demo reschedules', () => {
  it('gives the demo client a session moved once, with its chat line', async () => {
    const moved = sessions.find((row) => row.sequence === 1);
    expect(moved).toMatchObject({ status: 'confirmed', moves: { movesLeft: 1 } });
    const chat = await ctx.request({
      method: 'POST',
      url: `/api/chat/booking/${moved!.id}`,
      token,
    });
    // The same line in each page's language.
    for (const [language, start] of [
      ['en-IN', 'Session moved from'],
      ['hi-IN', 'सेशन रीशेड्यूल हुआ:'],
    ] as const) {
      const messages = await ctx.request({
        method: 'GET',
        url: `/api/chat/${chat.json().data.chat_id}/messages`,
        token,
        headers: { 'accept-language': language },
      });
      const lines = messages.json().data as { message_type: string; message: string }[];
      expect(
        lines.some((line) => line.message_type === 'event' && line.message.startsWith(start)),
        language,
      ).toBe(true);
    }
  });

  it('gives the demo client an open proposal from the demo trainer that can be accepted', async () => {
    const proposed = sessions.find((row) => row.moves.proposal !== null);
    expect(proposed?.moves.proposal?.note).toBeTruthy();
    const accepted = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${proposed!.id}/move-proposals/accept`,
      token,
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.timeSlot).toBe(proposed!.moves.proposal!.timeSlot);
  });
});
