import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { executeRows } from '#server/db/rows.ts';
import { basisPointsOf } from '#shared/fees.ts';
import { present } from '#shared/present.ts';
import { financialYearOf } from '#shared/tax/financial-year.ts';
import { splitInclusive } from '#shared/tax/gst.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { tcsOn, tdsOn } from '#shared/tax/withholding.ts';
import { type LedgerEntryInput, postEntry } from './post-entry';
import { trainerTaxParties } from './tax-parties.repository';
import type { TrainerTaxParty } from './tax-party';

export interface Withholding {
  commissionGstPaise: number;
  tdsPaise: number;
  tdsRateBp: number;
  tcsPaise: number;
  netPaise: number;
}

/**
 * The gross of each trainer's payments in the financial year of `now` so far: payouts made and
 * Route transfers not reversed, the two ways a trainer's account is credited (section 194-O
 * counts both). One statement for all the trainers of a payout run.
 */
async function yearGrossBefore(
  tx: Executor,
  trainerIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  const year = financialYearOf(now);
  const from = new Date(`${year.firstDate}T00:00:00+05:30`);
  const to = new Date(`${year.lastDate}T23:59:59.999+05:30`);
  const totals = new Map<string, number>(trainerIds.map((id) => [id, 0]));
  if (trainerIds.length === 0) return totals;
  const rows = await executeRows<{ trainerId: string; total: string }>(
    tx,
    sql`select trainer_id as "trainerId", sum(gross)::bigint as total from (
          select p.trainer_id, p.gross_paise as gross from payout p
          where p.trainer_id in ${trainerIds} and p.created_at between ${from} and ${to}
          union all
          select t.trainer_id, t.gross_paise from route_transfer t
          where t.trainer_id in ${trainerIds} and t.created_at between ${from} and ${to}
            and t.status <> 'reversed'
        ) paid group by trainer_id`,
  );
  for (const row of rows) totals.set(row.trainerId, Number(row.total));
  return totals;
}

/** One session a payment covers: its price and the commission on it (GST included). */
export interface PaidSessionMoney {
  grossPaise: number;
  commissionPaise: number;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * What is withheld from a payment to a trainer for `sessions` (docs/product/tax.md#tds-under-194-o):
 * TDS on the gross, TCS on the net taxable value when the trainer is GST-registered, and the GST
 * inside the commission. Each session has documents of its own, rounded on their own, so the
 * taxable value and the commission's GST are the sums over the sessions: what the session's tax
 * invoice and the commission invoice say, to the paisa.
 */
export function withholdingOf(
  party: TrainerTaxParty,
  sessions: readonly PaidSessionMoney[],
  yearGrossBeforePaise: number,
  tax: TaxSettings,
): Withholding {
  const grossPaise = sum(sessions.map((session) => session.grossPaise));
  const commissionPaise = sum(sessions.map((session) => session.commissionPaise));
  const tds = tdsOn(
    grossPaise,
    yearGrossBeforePaise,
    { hasPan: party.hasPan, individual: true },
    tax,
  );
  const taxablePaise = sum(
    sessions.map(
      (session) =>
        splitInclusive(session.grossPaise, tax.sessionGstPercent, party.state, party.state)
          .taxablePaise,
    ),
  );
  const tcsPaise = tcsOn(taxablePaise, party.gstin !== null, tax);
  const commissionGstPaise = sum(
    sessions.map(
      (session) =>
        session.commissionPaise -
        splitInclusive(session.commissionPaise, tax.gstPercent, tax.platform.state, party.state)
          .taxablePaise,
    ),
  );
  return {
    commissionGstPaise,
    tdsPaise: tds.tdsPaise,
    tdsRateBp: basisPointsOf(tds.ratePercent),
    tcsPaise,
    netPaise: grossPaise - commissionPaise - tds.tdsPaise - tcsPaise,
  };
}

/** The withholding of each trainer's payment of a run, with two statements for all of them. */
export async function withholdingsFor(
  tx: Executor,
  tax: TaxSettings,
  sessionsByTrainer: ReadonlyMap<string, readonly PaidSessionMoney[]>,
  now: Date,
): Promise<Map<string, Withholding>> {
  const trainerIds = [...sessionsByTrainer.keys()];
  const parties = await trainerTaxParties(tx, trainerIds, tax);
  const before = await yearGrossBefore(tx, trainerIds, now);
  return new Map(
    [...sessionsByTrainer].map(([trainerId, sessions]) => [
      trainerId,
      withholdingOf(
        present(parties.get(trainerId), 'the tax party of a trainer paid'),
        sessions,
        before.get(trainerId) ?? 0,
        tax,
      ),
    ]),
  );
}

/** One trainer's payment: a Route transfer. */
export async function withholdingFor(
  tx: Executor,
  tax: TaxSettings,
  trainerId: string,
  sessions: readonly PaidSessionMoney[],
  now: Date,
): Promise<Withholding> {
  const all = await withholdingsFor(tx, tax, new Map([[trainerId, sessions]]), now);
  return present(all.get(trainerId), 'the withholding of a trainer paid');
}

/** A payout made: the trainer's earnings move to the payout, less TDS and TCS withheld. */
export function payoutCreatedEntry(
  created: {
    id: string;
    trainerId: string;
    grossPaise: number;
    platformFeePaise: number;
    tdsPaise: number;
    tcsPaise: number;
    netPaise: number;
    weekStart: string;
  },
  now: Date,
): LedgerEntryInput {
  return {
    kind: 'payout_created',
    source: `payout-created:${created.id}`,
    occurredAt: now,
    memo: `Payout for the week from ${created.weekStart}`,
    trainerId: created.trainerId,
    payoutId: created.id,
    lines: [
      {
        account: 'trainer_payable',
        trainerId: created.trainerId,
        amountPaise: created.grossPaise - created.platformFeePaise,
      },
      { account: 'tds_payable', amountPaise: -created.tdsPaise },
      { account: 'tcs_payable', amountPaise: -created.tcsPaise },
      { account: 'payout_payable', trainerId: created.trainerId, amountPaise: -created.netPaise },
    ],
  };
}

/** A payout paid: its net left the platform's bank account. */
export function payoutPaidEntry(
  paid: { id: string; trainerId: string; netPaise: number },
  now: Date,
): LedgerEntryInput {
  return {
    kind: 'payout_paid',
    source: `payout-paid:${paid.id}`,
    occurredAt: now,
    memo: 'Payout paid',
    trainerId: paid.trainerId,
    payoutId: paid.id,
    lines: [
      { account: 'payout_payable', trainerId: paid.trainerId, amountPaise: paid.netPaise },
      { account: 'bank', amountPaise: -paid.netPaise },
    ],
  };
}

export async function postPayoutPaid(
  tx: Executor,
  paid: { id: string; trainerId: string; netPaise: number },
  now: Date,
) {
  if (paid.netPaise > 0) await postEntry(tx, payoutPaidEntry(paid, now));
}
