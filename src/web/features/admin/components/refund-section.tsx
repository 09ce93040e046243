import { useState } from 'react';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { formatBookingDate } from '#shared/ist.ts';
import { formatRupees } from '#shared/money.ts';
import type { AdminRefund } from '#shared/refunds.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useFailedRefunds } from '../api/refund-list';
import { useRetryRefund } from '../api/refund-retry';
import { PageNav } from './page-nav';

const failedAt = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', {
        timeZone: 'Asia/Kolkata',
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '';

function RefundItem({ refund }: { refund: AdminRefund }) {
  const retry = useRetryRefund();
  const send = async () => {
    try {
      const { message } = await retry.mutateAsync(refund.id);
      void showToast('success', message);
    } catch (failure) {
      void showToast(
        'error',
        failure instanceof ApiError ? failure.message : BOOKING_MESSAGES.refundRetryFailed,
      );
    }
  };
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          {formatRupees(refund.amountPaise)} to {refund.clientName}
          <span className="font-normal text-slate-600"> · {refund.clientEmail}</span>
        </p>
        <p>
          {refund.sessionDate
            ? `Session with ${refund.trainerName} on ${formatBookingDate(refund.sessionDate)} at ${refund.timeSlot}`
            : `Pack of ${refund.packSessions} sessions with ${refund.trainerName}`}{' '}
          · {refund.reason}
        </p>
        <p className="mt-1 break-words text-red-800">
          Failed after {refund.attempts} attempts, {failedAt(refund.failedAt)}
          {refund.lastError ? `: ${refund.lastError}` : ''}
        </p>
        <p className="text-xs text-slate-500">
          {refund.provider === 'sandbox' ? 'Sandbox' : 'Razorpay'} payment{' '}
          {refund.providerPaymentId}
        </p>
      </div>
      <button
        type="button"
        disabled={retry.isPending}
        onClick={() => void send()}
        className={buttonClass('primary', 'sm', 'shrink-0 self-start')}
      >
        Retry
      </button>
    </li>
  );
}

/**
 * Refunds whose attempts are spent, each with a Retry
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
 */
export function RefundSection() {
  const [page, setPage] = useState(1);
  const list = useFailedRefunds(page);
  if (list.isPending) return <Spinner label="Loading refunds" className="py-6" />;
  if (list.isError) {
    return (
      <LoadError
        error={list.error}
        message={BOOKING_MESSAGES.refundsLoadFailed}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { data, pagination } = list.data;
  if (data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        {BOOKING_MESSAGES.noFailedRefunds}
      </p>
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {data.map((refund) => (
          <RefundItem key={refund.id} refund={refund} />
        ))}
      </ul>
      <PageNav
        label="Pages of failed refunds"
        pagination={pagination}
        onPrevious={() => setPage(page - 1)}
        onNext={() => setPage(page + 1)}
        className="mt-4"
      />
    </>
  );
}
