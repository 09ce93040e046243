import type { BookingStatus } from '#shared/booking-status.ts';
import type { ServiceKey } from '#shared/catalog.ts';
import { trainerShare } from '#shared/fees.ts';
import type { EarningsSummary, EarningsTransaction } from '#shared/trainer-dashboard-api.ts';

/** One confirmed or completed session of the period, as the repository reads it. */
export interface EarningSession {
  id: string;
  client: string;
  service: ServiceKey;
  /** Confirmed or completed: only those are the period's sessions. */
  status: BookingStatus;
  pricePaise: number;
  totalPaise: number;
  startsAt: Date;
  /** The state of the payout that includes the session, if one does. */
  payoutStatus: 'pending' | 'processing' | 'paid' | 'failed' | null;
}

export const RECENT_TRANSACTIONS = 50;

function transaction(session: EarningSession): EarningsTransaction {
  const share = trainerShare(session.service, session.pricePaise);
  return {
    id: session.id,
    client: session.client,
    service: session.service,
    amount: session.totalPaise,
    trainerEarning: share.earningPaise,
    trainerPlatformFee: share.platformFeePaise,
    date: session.startsAt.toISOString(),
    status: session.status === 'completed' ? 'paid' : 'pending',
    // A failed payout is retried: until one succeeds the trainer is still owed the money.
    trainerPaymentStatus:
      session.payoutStatus === 'paid' || session.payoutStatus === 'processing'
        ? session.payoutStatus
        : 'pending',
  };
}

/**
 * The period's summary (spec 02 §3) and its newest transactions, from every session of the
 * period, newest first. Each session's fee is rounded on its own, as its payout records it.
 * Example: a completed personal ₹1,800 session and a confirmed online ₹1,200 one → total
 * 300000, sessions 1, avgPerSession 150000, paid 180000, pending 120000, platform fee
 * 9000 + 12000 = 21000, trainer earnings 279000, all of it trainerPaymentPending.
 */
export function earningsOf(sessions: readonly EarningSession[]): {
  summary: EarningsSummary;
  recentTransactions: EarningsTransaction[];
} {
  const summary: EarningsSummary = {
    total: 0,
    sessions: 0,
    avgPerSession: 0,
    pending: 0,
    paid: 0,
    trainerEarningsTotal: 0,
    trainerPlatformFeeTotal: 0,
    trainerPaymentPending: 0,
    trainerPaymentPaid: 0,
    trainerPaymentProcessing: 0,
  };
  const transactions = sessions.map(transaction);
  for (const item of transactions) {
    summary.total += item.amount;
    if (item.status === 'paid') {
      summary.sessions += 1;
      summary.paid += item.amount;
    } else {
      summary.pending += item.amount;
    }
    summary.trainerEarningsTotal += item.trainerEarning;
    summary.trainerPlatformFeeTotal += item.trainerPlatformFee;
    if (item.trainerPaymentStatus === 'paid') summary.trainerPaymentPaid += item.trainerEarning;
    else if (item.trainerPaymentStatus === 'processing')
      summary.trainerPaymentProcessing += item.trainerEarning;
    else summary.trainerPaymentPending += item.trainerEarning;
  }
  summary.avgPerSession =
    transactions.length > 0 ? Math.round(summary.total / transactions.length) : 0;
  return { summary, recentTransactions: transactions.slice(0, RECENT_TRANSACTIONS) };
}
