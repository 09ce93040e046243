import { useId } from 'react';
import { type ConsentRecord, formatConsentInstant } from '#shared/privacy.ts';
import {
  PRIVACY_MESSAGES as M,
  OPTIONAL_PURPOSES,
  type OptionalPurpose,
  PURPOSE_LABELS,
} from '#shared/privacy-messages.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { setAnalyticsConsent } from '#web/lib/analytics.ts';
import { showToast } from '#web/lib/toast.tsx';
import { type ConsentState, useConsents, useSetConsent } from '../api/consents';

const HINTS: Record<OptionalPurpose, string> = {
  analytics: M.analyticsHint,
  marketing: M.marketingHint,
};

function PurposeSwitch({ purpose, state }: { purpose: OptionalPurpose; state: ConsentState }) {
  const id = useId();
  const setConsent = useSetConsent();
  const on = state.current[purpose];
  const standing = state.history.find((row) => row.purpose === purpose && !row.withdrawnAt);
  const change = async (next: boolean) => {
    try {
      const answer = await setConsent.mutateAsync({
        purpose,
        on: next,
        standingId: standing?.id,
      });
      if (purpose === 'analytics') setAnalyticsConsent(answer.data.current.analytics);
      await showToast(
        'success',
        answer.message ?? (next ? M.consentGiven(purpose) : M.consentWithdrawn(purpose)),
      );
    } catch (error) {
      await showToast('error', error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
      <div className="min-w-0">
        <label htmlFor={id} className="block font-semibold text-slate-900">
          {PURPOSE_LABELS[purpose]}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {HINTS[purpose]}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={on}
        aria-describedby={`${id}-hint`}
        checked={on}
        disabled={setConsent.isPending}
        onChange={(event) => void change(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
    </div>
  );
}

function HistoryRow({ row, replaced }: { row: ConsentRecord; replaced: boolean }) {
  const ended = row.withdrawnAt ? formatConsentInstant(new Date(row.withdrawnAt)) : null;
  return (
    <li className="py-3">
      <p className="font-medium text-slate-900">
        {PURPOSE_LABELS[row.purpose]}
        <span className="ml-2 text-xs font-normal text-slate-500">
          notice of {row.noticeVersion}
        </span>
      </p>
      <p className="text-sm text-slate-600">Given {formatConsentInstant(new Date(row.givenAt))}</p>
      {ended && (
        <p className="text-sm text-slate-600">
          {replaced ? 'Replaced by a newer notice' : 'Withdrawn'} {ended}
        </p>
      )}
    </li>
  );
}

/**
 * Profile → Privacy's first section (docs/product/privacy.md#consent): a switch for each
 * optional purpose, and every consent with the instant it was given and withdrawn.
 */
export function ConsentsSection() {
  const consents = useConsents();
  return (
    <section aria-labelledby="consents-heading" className="space-y-4">
      <h2 id="consents-heading" className="text-lg font-semibold text-slate-900">
        Your consents
      </h2>
      {consents.isPending && <Spinner label="Loading your consents" />}
      {consents.isError && (
        <LoadError
          error={consents.error}
          message={M.consentsLoadFailed}
          onRetry={() => void consents.refetch()}
        />
      )}
      {consents.data && (
        <>
          <div className="space-y-3">
            {OPTIONAL_PURPOSES.map((purpose) => (
              <PurposeSwitch key={purpose} purpose={purpose} state={consents.data} />
            ))}
          </div>
          <p className="text-sm text-slate-600">{M.noticeNotWithdrawable}</p>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">History</h3>
            <ul className="divide-y divide-slate-200">
              {consents.data.history.map((row) => (
                <HistoryRow
                  key={row.id}
                  row={row}
                  // only a newer notice ends a notice consent while the account exists
                  replaced={row.purpose === 'notice'}
                />
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
