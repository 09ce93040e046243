import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { booking, payment, routeTransfer } from '#server/db/schema.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import { trainerShare } from '#shared/fees.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { withholdingFor } from '../ledger/payout-postings.repository';
import { type LedgerLineInput, postEntry } from '../ledger/post-entry';

export type RouteTransferRow = typeof routeTransfer.$inferSelect;

/** Why a transfer owed but never sent is closed: its booking was refunded first. */
export const CANCELLED_BEFORE_TRANSFER = 'Refunded before the transfer was made';

/**
 * A payment captured with Route on: the trainer's share is owed to their linked account, less
 * the commission and what is withheld. TDS falls due now, when their account is credited
 * (docs/product/tax.md#tds-under-194-o). Written in the capture's transaction with its outbox
 * event, so no crash leaves a captured payment without its transfer.
 */
export async function queueRouteTransfer(
  tx: Executor,
  tax: TaxSettings,
  paymentRowId: string,
  now: Date,
) {
  const [paid] = await tx
    .select({
      bookingId: booking.id,
      trainerId: booking.trainerId,
      service: booking.service,
      pricePaise: booking.pricePaise,
    })
    .from(payment)
    .innerJoin(booking, eq(booking.id, payment.bookingId))
    .where(eq(payment.id, paymentRowId));
  if (!paid) return;
  const commissionPaise = trainerShare(paid.service, paid.pricePaise).platformFeePaise;
  const withheld = await withholdingFor(
    tx,
    tax,
    paid.trainerId,
    [{ grossPaise: paid.pricePaise, commissionPaise }],
    now,
  );
  const [queued] = await tx
    .insert(routeTransfer)
    .values({
      id: randomUUID(),
      bookingId: paid.bookingId,
      paymentId: paymentRowId,
      trainerId: paid.trainerId,
      grossPaise: paid.pricePaise,
      commissionPaise,
      tdsPaise: withheld.tdsPaise,
      tdsRateBp: withheld.tdsRateBp,
      tcsPaise: withheld.tcsPaise,
      amountPaise: withheld.netPaise,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: routeTransfer.bookingId })
    .returning({ id: routeTransfer.id });
  if (queued) {
    await enqueueSideEffects(tx, [{ kind: 'route-transfer', transferId: queued.id }], now);
  }
}

/**
 * A refund owed for a booking (in queueRefund's transaction): a transfer on hold is reversed
 * through the outbox; one never sent is closed here, nothing having moved.
 */
export async function queueRouteReversal(
  tx: Executor,
  owed: { bookingId: string; refundId: string; now: Date },
) {
  const [transfer] = await tx
    .select({ id: routeTransfer.id, status: routeTransfer.status })
    .from(routeTransfer)
    .where(eq(routeTransfer.bookingId, owed.bookingId))
    .for('update');
  if (transfer?.status === 'on_hold') {
    await enqueueSideEffects(
      tx,
      [{ kind: 'route-reversal', transferId: transfer.id, refundId: owed.refundId }],
      owed.now,
    );
  }
  if (transfer?.status === 'pending') {
    await tx
      .update(routeTransfer)
      .set({ status: 'failed', lastError: CANCELLED_BEFORE_TRANSFER, updatedAt: owed.now })
      .where(and(eq(routeTransfer.id, transfer.id), eq(routeTransfer.status, 'pending')));
  }
}

const withheldLines = (transfer: RouteTransferRow, sign: 1 | -1): LedgerLineInput[] => [
  {
    account: 'trainer_payable',
    trainerId: transfer.trainerId,
    amountPaise: sign * (transfer.tdsPaise + transfer.tcsPaise),
  },
  { account: 'tds_payable', amountPaise: -sign * transfer.tdsPaise },
  { account: 'tcs_payable', amountPaise: -sign * transfer.tcsPaise },
];

/** Razorpay took the transfer: the share left the gateway for the held account; TDS/TCS owed. */
export function postRouteTransfer(tx: Executor, transfer: RouteTransferRow, now: Date) {
  return postEntry(tx, {
    kind: 'route_transfer',
    source: `route-transfer:${transfer.id}`,
    occurredAt: now,
    memo: `Route transfer for booking ${transfer.bookingId}`,
    bookingId: transfer.bookingId,
    trainerId: transfer.trainerId,
    lines: [
      {
        account: 'route_on_hold',
        trainerId: transfer.trainerId,
        amountPaise: transfer.amountPaise,
      },
      { account: 'gateway', amountPaise: -transfer.amountPaise },
      ...withheldLines(transfer, 1),
    ],
  });
}

/** The hold released: what was held is the trainer's, so the platform owes them that less. */
export function postRouteRelease(tx: Executor, transfer: RouteTransferRow, now: Date) {
  return postEntry(tx, {
    kind: 'route_release',
    source: `route-release:${transfer.id}`,
    occurredAt: now,
    memo: `Route transfer released for booking ${transfer.bookingId}`,
    bookingId: transfer.bookingId,
    trainerId: transfer.trainerId,
    lines: [
      {
        account: 'trainer_payable',
        trainerId: transfer.trainerId,
        amountPaise: transfer.amountPaise,
      },
      {
        account: 'route_on_hold',
        trainerId: transfer.trainerId,
        amountPaise: -transfer.amountPaise,
      },
    ],
  });
}

/**
 * The held money came back to the gateway (a reversal, or Razorpay failing the transfer): the
 * transfer's entry undone, the withholding with it. `source` says which.
 */
export function postRouteReversal(
  tx: Executor,
  transfer: RouteTransferRow,
  now: Date,
  cause: { source: string; refundId?: string },
) {
  return postEntry(tx, {
    kind: 'route_reversal',
    source: cause.source,
    occurredAt: now,
    memo: `Route transfer reversed for booking ${transfer.bookingId}`,
    bookingId: transfer.bookingId,
    trainerId: transfer.trainerId,
    ...(cause.refundId && { refundId: cause.refundId }),
    lines: [
      { account: 'gateway', amountPaise: transfer.amountPaise },
      {
        account: 'route_on_hold',
        trainerId: transfer.trainerId,
        amountPaise: -transfer.amountPaise,
      },
      ...withheldLines(transfer, -1),
    ],
  });
}
