import { asc, eq } from 'drizzle-orm';
import { payoutPaidEntry } from '#server/features/ledger/payout-postings.repository.ts';
import { postEntries } from '#server/features/ledger/post-entry.ts';
import { createWeekPayouts } from '#server/features/payouts/payout-run.repository.ts';
import { addIstDays, istDate, istInstant, istWeekday } from '#shared/ist.ts';
import { payoutWeekOn } from '#shared/payouts.ts';
import { present } from '#shared/present.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import type { Executor } from '../executor';
import { payout, user } from '../schema';
import { DEMO_ACCOUNTS } from './build-demo-data';

/** Further back than the seeded past sessions, so every week that has one is paid. */
const WEEKS_BACK = 11;
const RUN_HOUR_IST = 10;
const SETTLED_AFTER_MS = 6 * 3_600_000;

/**
 * The demo's payout history, made by the payout run itself: each Friday of the seeded past, at
 * 10:00 IST, pays the week before to the trainers then payable (the demo trainer, whose KYC the
 * KYC demo data completes, so call this after it). An admin has settled every week but the
 * latest, which waits as pending in /admin. Returns how many payouts it made.
 */
export async function seedDemoPayouts(db: Executor, now: Date, tax: TaxSettings): Promise<number> {
  const today = istDate(now);
  let made = 0;
  for (let day = -7 * WEEKS_BACK; day <= 0; day += 1) {
    const date = addIstDays(today, day);
    const run = istInstant(date, RUN_HOUR_IST);
    if (istWeekday(date) !== 'friday' || run > now) continue;
    // The demo is the sandbox deployment whose payouts are test ones too
    // (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
    made += await createWeekPayouts(
      db,
      present(payoutWeekOn(run), 'the week a Friday pays'),
      'manual',
      run,
      { sandboxPayments: true, tax },
    );
  }
  if (made === 0) return 0;

  const [admin] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, DEMO_ACCOUNTS.admin));
  const rows = await db.select().from(payout).orderBy(asc(payout.createdAt), asc(payout.id));
  // made in run order: the last run's week is the latest
  const latestWeek = present(rows.at(-1), 'the latest payout').weekStart;
  let sequence = 0;
  const paidEntries = [];
  for (const row of rows) {
    if (row.weekStart === latestWeek) continue;
    sequence += 1;
    const paidAt = new Date(row.createdAt.getTime() + SETTLED_AFTER_MS);
    await db
      .update(payout)
      .set({
        status: 'paid',
        transferReference: `HDFCN${istDate(paidAt).replaceAll('-', '')}${String(sequence).padStart(6, '0')}`,
        settledBy: admin?.id ?? null,
        paidAt,
        updatedAt: paidAt,
      })
      .where(eq(payout.id, row.id));
    paidEntries.push(payoutPaidEntry(row, paidAt));
  }
  await postEntries(db, paidEntries);
  return made;
}
