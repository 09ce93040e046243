import { signUpTrainer } from '#server/test/accounts.ts';
import { createBookingRow } from '#server/test/scenarios.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { addIstDays, istDate, istInstant } from '#shared/ist.ts';

export type Account = Awaited<ReturnType<TestContext['signUp']>>;
export type TrainerAccount = Awaited<ReturnType<typeof signUpTrainer>>;

let slot = 0;

/** A booking between a client and a trainer, each in a slot of its own (no overlaps). */
export async function book(
  ctx: TestContext,
  client: { userId: string },
  trainer: { trainerId: string },
  values: {
    status?: 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'expired';
    holdExpiresAt?: Date;
  } = {},
) {
  slot += 1;
  const sessionDate = addIstDays(istDate(ctx.clock.now()), 1 + Math.floor(slot / 14));
  const hour = 6 + (slot % 14);
  return createBookingRow(ctx.database.db, {
    clientId: client.userId,
    trainerId: trainer.trainerId,
    service: 'personal',
    location: 'gym',
    sessionDate,
    timeSlot: `${hour}:00`,
    startsAt: istInstant(sessionDate, hour),
    status: values.status ?? 'confirmed',
    holdExpiresAt: values.holdExpiresAt ?? null,
  });
}

/** A client and a trainer who share a confirmed booking. */
export async function chatPair(
  ctx: TestContext,
  names: { client?: string; trainer?: string } = {},
) {
  const client = await ctx.signUp({ firstName: names.client ?? 'Asha', lastName: 'Verma' });
  const trainer = await signUpTrainer(ctx, {
    firstName: names.trainer ?? 'Arjun',
    lastName: 'Mehta',
  });
  const booking = await book(ctx, client, trainer);
  return { client, trainer, booking };
}

/** Sends as the account; the clock moves a second first so messages keep their order. */
export async function send(ctx: TestContext, token: string, chatId: string, message: string) {
  ctx.clock.set(new Date(ctx.clock.now().getTime() + 1000));
  return ctx.request({
    method: 'POST',
    url: `/api/chat/${chatId}/messages`,
    token,
    payload: { message },
  });
}
