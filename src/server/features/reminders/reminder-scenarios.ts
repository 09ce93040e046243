import { createECDH, randomBytes } from 'node:crypto';
import { createBookingRow, createTrainerRow } from '#server/test/scenarios.ts';
import type { TestContext } from '#server/test/test-app.ts';

/** A signed-up client and a signed-up trainer, each with a token (reminder tests). */
export async function reminderPair(ctx: TestContext) {
  const client = await ctx.signUp({ firstName: 'Asha', lastName: 'Verma' });
  const trainerUser = await ctx.signUp({ firstName: 'Arjun', lastName: 'Mehta' });
  const trainer = await createTrainerRow(ctx.database.db, {
    userId: trainerUser.userId,
    name: 'Arjun Mehta',
    latitude: 19.06,
    longitude: 72.83,
  });
  return { client, trainerUser, trainer };
}

/** A confirmed session of the pair starting at `startsAt` (online ones with a Jitsi room). */
export async function confirmedSession(
  ctx: TestContext,
  pair: Awaited<ReturnType<typeof reminderPair>>,
  startsAt: Date,
  service: 'personal' | 'online' = 'online',
) {
  return createBookingRow(ctx.database.db, {
    clientId: pair.client.userId,
    trainerId: pair.trainer.id,
    service,
    location: service === 'online' ? 'online' : 'gym',
    address: service === 'online' ? null : 'Bandra Strength Club, Hill Road, Mumbai',
    sessionDate: '2026-03-03',
    timeSlot: '6:00 PM',
    startsAt,
    status: 'confirmed',
    meetingProvider: service === 'online' ? 'jitsi' : null,
    meetingUrl:
      service === 'online' ? `https://meet.jit.si/Kasrat-${randomBytes(6).toString('hex')}` : null,
  });
}

/** The keys of a browser's push subscription: a real P-256 key, so the payload can be encrypted. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  return {
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}
