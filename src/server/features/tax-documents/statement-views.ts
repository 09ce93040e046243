import { SERVICE_NAMES } from '#shared/catalog.ts';
import { istDate } from '#shared/ist.ts';
import { payoutWeekLabel } from '#shared/payouts.ts';
import type { FinancialYear } from '#shared/tax/financial-year.ts';
import { tdsQuarterOfDate } from '#shared/tax/financial-year.ts';
import type { PayoutStatementView, TdsStatementView } from '#shared/tax/tax-document-view.ts';
import { formatDocumentDate } from '#shared/tax/tax-documents-api.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import type { PayoutFacts, TrainerPayment, TrainerTaxIdentity } from './tax-documents.repository';

/** A PAN leaves the server only masked: its last four characters, 'XXXXXX234F'. */
export const maskedPan = (panLast4: string | null) => (panLast4 ? `XXXXXX${panLast4}` : null);

const percentOf = (basisPoints: number) => basisPoints / 100;

/**
 * A payout's statement: what the trainer earned in the week, the commission and the GST inside
 * it, TCS and TDS withheld, and what was paid, every figure the payout row's own (so gross less
 * commission, TCS and TDS is the net, as the row's check constraint holds).
 */
export function payoutStatementView(facts: PayoutFacts, sample: boolean): PayoutStatementView {
  const { payout } = facts;
  return {
    payoutId: payout.id,
    trainerName: facts.trainerName,
    pan: maskedPan(facts.panLast4),
    gstin: facts.gstin,
    weekStart: payout.weekStart,
    weekEnd: payout.weekEnd,
    status: payout.status,
    paidAt: payout.paidAt?.toISOString() ?? null,
    transferReference: payout.transferReference,
    sessions: facts.sessions.map((session) => ({
      ...session,
      service: SERVICE_NAMES[session.service],
    })),
    grossPaise: payout.grossPaise,
    commissionPaise: payout.platformFeePaise,
    commissionGstPaise: payout.commissionGstPaise,
    tcsPaise: payout.tcsPaise,
    tdsPaise: payout.tdsPaise,
    tdsRatePercent: percentOf(payout.tdsRateBp),
    netPaise: payout.netPaise,
    sample,
  };
}

function referenceOf(payment: TrainerPayment): string {
  if (payment.weekStart) return `Weekly payout, ${payoutWeekLabel(payment.weekStart)}`;
  const session = payment.sessionDate ? formatDocumentDate(payment.sessionDate) : payment.id;
  return `Route transfer, session of ${session}`;
}

const QUARTERS = [1, 2, 3, 4] as const;

/**
 * A trainer's TDS for a financial year, quarter by quarter (the figures of Form 16A): each payment
 * that credited them, dated the IST day it was made, with the TDS withheld from it and its rate.
 * Every quarter is listed, an empty one with zeros.
 */
export function tdsStatementView(
  year: FinancialYear,
  identity: TrainerTaxIdentity,
  payments: readonly TrainerPayment[],
  platform: Pick<TaxSettings['platform'], 'legalName' | 'address' | 'tan' | 'sample'>,
): TdsStatementView {
  const rows = payments.map((payment) => {
    const date = istDate(payment.madeAt);
    return {
      quarter: tdsQuarterOfDate(date).quarter,
      tcsPaise: payment.tcsPaise,
      line: {
        date,
        reference: referenceOf(payment),
        grossPaise: payment.grossPaise,
        tdsPaise: payment.tdsPaise,
        ratePercent: percentOf(payment.tdsRateBp),
      },
    };
  });
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const quarters = QUARTERS.map((quarter) => {
    const lines = rows.filter((row) => row.quarter === quarter).map((row) => row.line);
    return {
      quarter,
      grossPaise: sum(lines.map((line) => line.grossPaise)),
      tdsPaise: sum(lines.map((line) => line.tdsPaise)),
      payments: lines,
    };
  });
  return {
    financialYear: year.label,
    trainerName: identity.trainerName,
    pan: maskedPan(identity.panLast4),
    deductor: { name: platform.legalName, address: platform.address, tan: platform.tan },
    quarters,
    grossPaise: sum(quarters.map((quarter) => quarter.grossPaise)),
    tdsPaise: sum(quarters.map((quarter) => quarter.tdsPaise)),
    tcsPaise: sum(rows.map((row) => row.tcsPaise)),
    sample: platform.sample,
  };
}
