import { useId } from 'react';
import type { ConsentRecord } from '#shared/privacy.ts';
import {
  type ConsentPurpose,
  OPTIONAL_PURPOSES,
  type OptionalPurpose,
  SIGN_UP_PRIVACY_TEXT,
} from '#shared/privacy-messages.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { setAnalyticsConsent } from '#web/lib/analytics.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';
import { type ConsentState, useConsents, useSetConsent } from '../api/consents';
import { privacySettingsText } from './privacy-settings.text';

/** Each purpose's name and what it means, in the page's language: sign-up's words. */
function usePurposeWords() {
  const signUp = useText(SIGN_UP_PRIVACY_TEXT);
  const text = useText(privacySettingsText).consents;
  const labels: Record<ConsentPurpose, string> = {
    notice: text.noticePurpose,
    analytics: signUp.analyticsLabel,
    marketing: signUp.marketingLabel,
  };
  const hints: Record<OptionalPurpose, string> = {
    analytics: signUp.analyticsHint,
    marketing: signUp.marketingHint,
  };
  return { labels, hints };
}

function PurposeSwitch({ purpose, state }: { purpose: OptionalPurpose; state: ConsentState }) {
  const id = useId();
  const text = useText(privacySettingsText).consents;
  const { labels, hints } = usePurposeWords();
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
        next ? text.turnedOn(labels[purpose]) : text.turnedOff(labels[purpose]),
      );
    } catch (error) {
      await showToast('error', error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
      <div className="min-w-0">
        <label htmlFor={id} className="block font-semibold text-slate-900">
          {labels[purpose]}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hints[purpose]}
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
  const text = useText(privacySettingsText).consents;
  const { labels } = usePurposeWords();
  const ended = row.withdrawnAt ? text.at(new Date(row.withdrawnAt)) : null;
  return (
    <li className="py-3">
      <p className="font-medium text-slate-900">
        {labels[row.purpose]}
        <span className="ml-2 text-xs font-normal text-slate-500">
          {text.noticeOf(row.noticeVersion)}
        </span>
      </p>
      <p className="text-sm text-slate-600">{text.given(text.at(new Date(row.givenAt)))}</p>
      {ended && (
        <p className="text-sm text-slate-600">
          {replaced ? text.replaced(ended) : text.withdrawn(ended)}
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
  const text = useText(privacySettingsText).consents;
  const consents = useConsents();
  return (
    <section aria-labelledby="consents-heading" className="space-y-4">
      <h2 id="consents-heading" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      {consents.isPending && <Spinner label={text.loading} />}
      {consents.isError && (
        <LoadError
          error={consents.error}
          message={text.loadFailed}
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
          <p className="text-sm text-slate-600">{text.noticeNotWithdrawable}</p>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{text.history}</h3>
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
