import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/rows.ts';
import { payout, payoutBooking } from '#server/db/schema.ts';
import { trainerShare } from '#shared/fees.ts';
import { MIN_COMPLETED_SESSIONS_FOR_PAYOUT, type PayoutProviderKind } from '#shared/payouts.ts';
import { present } from '#shared/present.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { payoutCreatedEntry, withholdingsFor } from '../ledger/payout-postings.repository';
import { postEntries } from '../ledger/post-entry';

interface UnpaidSession {
  id: string;
  trainerId: string;
  service: 'personal' | 'group' | 'online';
  pricePaise: number;
}

/**
 * One payout run for the week `weekStart`..`weekEnd` (IST dates, Monday to Sunday): a payout
 * for each trainer with completed KYC and at least 5 completed sessions up to that Sunday,
 * covering every completed session dated up to that Sunday that no payout covers yet (and every
 * pack session cancelled late, whose credit the client used: docs/product/packs.md#cancelling), so a
 * session confirmed after its week's run is paid the next week. Run it in a transaction: a
 * trainer's payout and its sessions go in together. Running it again, or in two processes at
 * once, adds nothing: the payout of a trainer and week is unique (ON CONFLICT DO NOTHING),
 * and only the run whose insert went in records the sessions.
 * A session paid in the sandbox moved no money, so it is paid out only when `sandboxPayments`
 * says the whole deployment is a test one
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md); it still counts towards
 * the five sessions, which measure the trainer's record, not money. Returns how many payouts it
 * created.
 */
export async function createWeekPayouts(
  db: Database,
  week: { weekStart: string; weekEnd: string },
  provider: PayoutProviderKind,
  now: Date,
  options: { sandboxPayments: boolean; tax: TaxSettings },
): Promise<number> {
  const { weekStart, weekEnd } = week;
  const moneyMoved = options.sandboxPayments
    ? sql`true`
    : // A pack session's money came with its pack's payment.
      sql`not exists (select 1 from payment m
          where (m.booking_id = b.id or m.pack_id = b.pack_id) and m.provider = 'sandbox')`;
  const sessions = await executeRows<UnpaidSession>(
    db,
    sql`with eligible as (
          select k.trainer_id from trainer_kyc k
          where k.status = 'completed'
            and not exists (
              select 1 from payout p where p.trainer_id = k.trainer_id and p.week_start = ${weekStart})
            and (select count(*) from booking c
                 where c.trainer_id = k.trainer_id and c.status = 'completed'
                   and c.session_date <= ${weekEnd}) >= ${MIN_COMPLETED_SESSIONS_FOR_PAYOUT}
        )
        select b.id, b.trainer_id as "trainerId", b.service, b.price_paise as "pricePaise"
        from booking b join eligible e on e.trainer_id = b.trainer_id
        where b.session_date <= ${weekEnd}
          and (b.status = 'completed'
            -- a pack session cancelled late used its credit: the trainer is owed it
            or (b.status = 'cancelled' and exists (
              select 1 from ledger_entry d where d.booking_id = b.id and d.kind = 'pack_delivery')))
          and not exists (select 1 from payout_booking pb where pb.booking_id = b.id)
          and ${moneyMoved}
        order by b.trainer_id, b.starts_at, b.id`,
  );
  if (sessions.length === 0) return 0;

  const byTrainer = new Map<string, (UnpaidSession & { platformFeePaise: number })[]>();
  for (const session of sessions) {
    const { platformFeePaise } = trainerShare(session.service, session.pricePaise);
    const list = byTrainer.get(session.trainerId) ?? [];
    list.push({ ...session, platformFeePaise });
    byTrainer.set(session.trainerId, list);
  }
  // TDS falls due when the trainer's account is credited: this payout (section 194-O).
  const withholdings = await withholdingsFor(
    db,
    options.tax,
    new Map(
      [...byTrainer].map(([trainerId, paid]) => [
        trainerId,
        paid.map((session) => ({
          grossPaise: session.pricePaise,
          commissionPaise: session.platformFeePaise,
        })),
      ]),
    ),
    now,
  );
  const rows = [];
  for (const [trainerId, paid] of byTrainer) {
    const grossPaise = paid.reduce((sum, session) => sum + session.pricePaise, 0);
    const platformFeePaise = paid.reduce((sum, session) => sum + session.platformFeePaise, 0);
    const withheld = present(withholdings.get(trainerId), 'the withholding of a payout');
    rows.push({
      id: randomUUID(),
      trainerId,
      weekStart,
      weekEnd,
      status: 'pending' as const,
      sessionCount: paid.length,
      grossPaise,
      platformFeePaise,
      ...withheld,
      provider,
      createdAt: now,
      updatedAt: now,
    });
  }
  const created = await db
    .insert(payout)
    .values(rows)
    .onConflictDoNothing({ target: [payout.trainerId, payout.weekStart] })
    .returning();
  await postEntries(
    db,
    created.map((made) => payoutCreatedEntry(made, now)),
  );
  const covered = created.flatMap(({ id, trainerId }) =>
    present(byTrainer.get(trainerId), 'the sessions of a trainer paid').map((session) => ({
      payoutId: id,
      bookingId: session.id,
      grossPaise: session.pricePaise,
      platformFeePaise: session.platformFeePaise,
    })),
  );
  if (covered.length > 0) await db.insert(payoutBooking).values(covered);
  return created.length;
}
