import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { payout, routeTransfer } from '#server/db/schema.ts';
import { basisPointsOf } from '#shared/fees.ts';
import { financialYearOf } from '#shared/tax/financial-year.ts';
import { splitInclusive } from '#shared/tax/gst.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { tcsOn, tdsOn } from '#shared/tax/withholding.ts';
import { postEntry } from './post-entry';
import { trainerTaxParty } from './tax-parties.repository';

export interface Withholding {
  commissionGstPaise: number;
  tdsPaise: number;
  tdsRateBp: number;
  tcsPaise: number;
  netPaise: number;
}

/**
 * The gross of the trainer's payments in the financial year of `now` so far: payouts made and
 * Route transfers, the two ways a trainer's account is credited (section 194-O counts both).
 */
async function yearGrossBefore(tx: Executor, trainerId: string, now: Date): Promise<number> {
  const year = financialYearOf(now);
  const from = new Date(`${year.firstDate}T00:00:00+05:30`);
  const to = new Date(`${year.lastDate}T23:59:59.999+05:30`);
  const [payouts] = await tx
    .select({ total: sql<number>`coalesce(sum(${payout.grossPaise}), 0)::bigint`.mapWith(Number) })
    .from(payout)
    .where(
      and(eq(payout.trainerId, trainerId), gte(payout.createdAt, from), lte(payout.createdAt, to)),
    );
  const [transfers] = await tx
    .select({
      total: sql<number>`coalesce(sum(${routeTransfer.grossPaise}), 0)::bigint`.mapWith(Number),
    })
    .from(routeTransfer)
    .where(
      and(
        eq(routeTransfer.trainerId, trainerId),
        gte(routeTransfer.createdAt, from),
        lte(routeTransfer.createdAt, to),
        sql`${routeTransfer.status} <> 'reversed'`,
      ),
    );
  return (payouts?.total ?? 0) + (transfers?.total ?? 0);
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
export async function withholdingFor(
  tx: Executor,
  tax: TaxSettings,
  trainerId: string,
  sessions: readonly PaidSessionMoney[],
  now: Date,
): Promise<Withholding> {
  const party = await trainerTaxParty(tx, trainerId, tax);
  const grossPaise = sum(sessions.map((session) => session.grossPaise));
  const commissionPaise = sum(sessions.map((session) => session.commissionPaise));
  const before = await yearGrossBefore(tx, trainerId, now);
  const tds = tdsOn(grossPaise, before, { hasPan: party.hasPan, individual: true }, tax);
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

/** A payout made: the trainer's earnings move to the payout, less TDS and TCS withheld. */
export async function postPayoutCreated(
  tx: Executor,
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
) {
  await postEntry(tx, {
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
  });
}

/** A payout paid: its net left the platform's bank account. */
export async function postPayoutPaid(
  tx: Executor,
  paid: { id: string; trainerId: string; netPaise: number },
  now: Date,
) {
  if (paid.netPaise === 0) return;
  await postEntry(tx, {
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
  });
}
