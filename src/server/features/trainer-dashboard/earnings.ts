import type { BookingStatus } from '#shared/booking-status.ts';
import type { ServiceKey } from '#shared/catalog.ts';
import { trainerShare } from '#shared/fees.ts';
import type { EarningsSummary, EarningsTransaction } from '#shared/trainer-dashboard-api.ts';

type PayoutStatus = 'pending' | 'processing' | 'paid' | 'failed' | null;

/** Sessions of the period alike in all the money depends on. */
export interface EarningGroup {
  service: ServiceKey;
  /** Confirmed or completed: only those are the period's sessions. */
  status: BookingStatus;
  pricePaise: number;
  /** The state of the payout that includes the sessions, if one does. */
  payoutStatus: PayoutStatus;
  sessions: number;
  /** What their clients paid, together. */
  totalPaise: number;
}

/** One session of the period, as the transactions table shows it. */
export interface EarningSession {
  id: string;
  client: string;
  service: ServiceKey;
  status: BookingStatus;
  pricePaise: number;
  totalPaise: number;
  startsAt: Date;
  payoutStatus: PayoutStatus;
}

export const RECENT_TRANSACTIONS = 50;

// A failed payout is retried: until one succeeds the trainer is still owed the money.
const trainerPaymentStatus = (status: PayoutStatus) =>
  status === 'paid' || status === 'processing' ? status : 'pending';

export function toTransaction(session: EarningSession): EarningsTransaction {
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
    trainerPaymentStatus: trainerPaymentStatus(session.payoutStatus),
  };
}

/**
 * The period's summary (docs/product/earnings-and-payouts.md#earnings-summary). Each session's fee
 * is rounded on its own, as its payout records it, so a group of n alike sessions earns n times one
 * session's share.
 * The average is over the completed sessions it sits beside, not the booked ones to come.
 * Example: a completed personal ₹1,800 session and a confirmed online ₹1,200 one → total
 * 300000, sessions 1, avgPerSession 180000, paid 180000, pending 120000, platform fee
 * 9000 + 12000 = 21000, trainer earnings 279000, all of it trainerPaymentPending.
 */
export function earningsSummary(groups: readonly EarningGroup[]): EarningsSummary {
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
  for (const group of groups) {
    const share = trainerShare(group.service, group.pricePaise);
    const earning = share.earningPaise * group.sessions;
    summary.total += group.totalPaise;
    if (group.status === 'completed') {
      summary.sessions += group.sessions;
      summary.paid += group.totalPaise;
    } else {
      summary.pending += group.totalPaise;
    }
    summary.trainerEarningsTotal += earning;
    summary.trainerPlatformFeeTotal += share.platformFeePaise * group.sessions;
    const payment = trainerPaymentStatus(group.payoutStatus);
    if (payment === 'paid') summary.trainerPaymentPaid += earning;
    else if (payment === 'processing') summary.trainerPaymentProcessing += earning;
    else summary.trainerPaymentPending += earning;
  }
  summary.avgPerSession = summary.sessions > 0 ? Math.round(summary.paid / summary.sessions) : 0;
  return summary;
}
