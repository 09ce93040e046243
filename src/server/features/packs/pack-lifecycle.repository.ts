import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/executor.ts';
import { executeRows } from '#server/db/rows.ts';
import { sessionPack } from '#server/db/schema.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import { mailEffect } from '#server/outbox/side-effect.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';
import { packEndedEmail, packExpiryReminderEmail } from './pack-mails';
import { packMailFacts } from './pack-payments.repository';
import { lockPack, refundPackCredits } from './pack-postings.repository';

/**
 * A pack's lifetime after purchase (docs/product/packs.md#expiry), claimed row by row so that
 * two processes running the same job act on each pack once.
 */

/** Unpaid packs past their minutes lapse (a payment arriving later still activates one). */
export async function lapsePendingPacks(db: Executor, now: Date): Promise<number> {
  const lapsed = await db
    .update(sessionPack)
    .set({ status: 'lapsed', updatedAt: now })
    .where(and(eq(sessionPack.status, 'pending'), lte(sessionPack.holdExpiresAt, now)))
    .returning({ id: sessionPack.id });
  return lapsed.length;
}

/**
 * Claims the active packs with credits left that are due a reminder: 7 days before expiry (when
 * bought more than 7 days before it) and 1 day before; `expiry_reminded_at` is the claim, set in
 * the statement that picks the pack, so each reminder is sent once.
 */
export async function claimExpiryReminders(db: Executor, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return executeRows<{ id: string; days: number }>(
    db,
    sql`update ${sessionPack} set expiry_reminded_at = ${at}
      where status = 'active' and credits_left > 0 and expires_at > ${at} and (
        (expires_at <= ${at} + interval '1 day' and paid_at < expires_at - interval '1 day'
          and (expiry_reminded_at is null or expiry_reminded_at < expires_at - interval '1 day'))
        or (expires_at <= ${at} + interval '7 days' and expires_at > ${at} + interval '1 day'
          and paid_at < expires_at - interval '7 days' and expiry_reminded_at is null))
      returning id, case when expires_at <= ${at} + interval '1 day' then 1 else 7 end as days`,
  );
}

export async function enqueueExpiryReminder(
  db: Executor,
  reminder: { id: string; days: number },
  now: Date,
  publicUrl: string,
) {
  const facts = await packMailFacts(db, reminder.id);
  if (!facts) return;
  await enqueueSideEffects(
    db,
    [mailEffect(packExpiryReminderEmail(facts, reminder.days, publicUrl))],
    now,
  );
}

/** Active packs whose validity is over, the first to end first. */
export async function expiredPacks(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: sessionPack.id })
    .from(sessionPack)
    .where(and(eq(sessionPack.status, 'active'), lte(sessionPack.expiresAt, now)))
    .orderBy(asc(sessionPack.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Ends one pack whose validity is over: its unused credits are refunded at the per-session price
 * (the last credit with the rounding remainder), scope 'unused'; sessions already booked keep
 * their credits. The pack's row lock and the status it checks make a second run a no-op.
 * `early`: ended before its validity is over, as at expiry, because the client or the trainer
 * closed their account (docs/product/privacy.md#delete-my-account).
 */
export async function endPack(
  tx: Transaction,
  packId: string,
  now: Date,
  publicUrl: string,
  early = false,
) {
  const pack = await lockPack(tx, packId);
  if (pack?.status !== 'active' || !pack.expiresAt || (!early && pack.expiresAt > now)) {
    return false;
  }
  const [ended] = await tx
    .update(sessionPack)
    .set({ status: 'ended', endedAt: now, updatedAt: now })
    .where(eq(sessionPack.id, packId))
    .returning();
  if (!ended) return false;
  const units = ended.creditsLeft;
  const refundedPaise =
    units > 0
      ? await refundPackCredits(tx, ended, {
          units,
          fromCredits: true,
          scope: 'unused',
          reason: PACK_MESSAGES.unusedRefundReason,
          now,
        })
      : 0;
  const facts = await packMailFacts(tx, packId);
  if (facts && ended.kind === 'pack') {
    await enqueueSideEffects(
      tx,
      [mailEffect(packEndedEmail(facts, units, refundedPaise, publicUrl))],
      now,
    );
  }
  return true;
}
