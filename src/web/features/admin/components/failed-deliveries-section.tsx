import { useState } from 'react';
import { paginate } from '#shared/discovery-types.ts';
import {
  FAILED_DELIVERY_MESSAGES,
  FAILED_DELIVERY_PAGE_LIMIT,
  type FailedDelivery,
  SIDE_EFFECT_LABELS,
} from '#shared/failed-deliveries.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useFailedDeliveries } from '../api/failed-deliveries';
import { useRetryDelivery } from '../api/retry-delivery';
import { submittedAtLabel } from '../submitted-at';
import { PageNav } from './page-nav';

/** Mails and meeting links the outbox gave up on after its every attempt, each with a retry. */
export function FailedDeliveriesSection() {
  const [page, setPage] = useState(1);
  const list = useFailedDeliveries(page);
  return (
    <section aria-labelledby="failed-deliveries-title" className="mt-12">
      <h2 id="failed-deliveries-title" className="text-xl font-bold tracking-tight text-slate-900">
        Deliveries that gave up
      </h2>
      <p className="mt-1 text-slate-700">
        Mails and meeting links are tried 20 times over about ten hours. Those that never went
        through are listed here; fix the cause, then send them again.
      </p>
      <div className="mt-4">
        {list.isPending ? (
          <Spinner label="Loading deliveries" className="py-6" />
        ) : list.isError ? (
          <LoadError
            error={list.error}
            message={FAILED_DELIVERY_MESSAGES.loadFailed}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.deliveries.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            Nothing has given up: every mail and meeting link was delivered or is still being tried.
          </p>
        ) : (
          <div aria-busy={list.isPlaceholderData}>
            <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
              {list.data.deliveries.map((delivery) => (
                <FailedDeliveryItem key={delivery.id} delivery={delivery} />
              ))}
            </ul>
            <PageNav
              label="Pages of deliveries that gave up"
              pagination={paginate(page, FAILED_DELIVERY_PAGE_LIMIT, list.data.totalCount)}
              onPrevious={() => setPage(page - 1)}
              onNext={() => setPage(page + 1)}
              className="mt-4"
            />
          </div>
        )}
      </div>
    </section>
  );
}

function FailedDeliveryItem({ delivery }: { delivery: FailedDelivery }) {
  const retry = useRetryDelivery();
  const sendAgain = async () => {
    try {
      const { message } = await retry.mutateAsync(delivery.id);
      void showToast('success', message);
    } catch (failure) {
      void showToast(
        'error',
        failure instanceof ApiError ? failure.message : FAILED_DELIVERY_MESSAGES.retryFailedToast,
      );
    }
  };
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900">
          {SIDE_EFFECT_LABELS[delivery.kind] ?? delivery.kind}
        </p>
        <p className="mt-0.5 text-sm break-words text-slate-800">{delivery.summary}</p>
        <p className="mt-1 text-xs text-slate-600">
          {delivery.attempts} attempts · queued {submittedAtLabel(delivery.createdAt)}
        </p>
        {delivery.lastError && (
          <p className="mt-1 font-mono text-xs break-words text-red-800">{delivery.lastError}</p>
        )}
      </div>
      <button
        type="button"
        disabled={retry.isPending}
        onClick={() => void sendAgain()}
        className={`${buttonClass('secondary', 'sm')} self-start`}
      >
        Send again
      </button>
    </li>
  );
}
