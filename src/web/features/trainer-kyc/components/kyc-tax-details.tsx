import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '#shared/field-errors.ts';
import {
  KYC_LABELS_TEXT,
  KYC_TEXT,
  kycErrorsIn,
  kycTaxDetailsErrors,
  kycTaxRows,
  type TrainerKyc,
} from '#shared/kyc.ts';
import { translateMessage } from '#shared/translate-message.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ApiError, isRefusal } from '#web/lib/api-client.ts';
import { visibleErrors } from '#web/lib/form-errors.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useSaveTaxDetails } from '../api/save-tax-details';
import { kycTaxDetailsText } from './kyc-tax-details.text';
import { type TaxDetailsField, TaxDetailsFields } from './tax-details-fields';

/**
 * A verified trainer's state and GSTIN, which they may change without a new review
 * (docs/product/kyc.md#tax-details).
 */
export function KycTaxDetails({ kyc }: { kyc: TrainerKyc }) {
  const text = useText(kycTaxDetailsText);
  const labels = useText(KYC_LABELS_TEXT);
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="kyc-tax-details"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="kyc-tax-details" className="text-lg font-semibold text-slate-900">
          {text.title}
        </h2>
        {!editing && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className={buttonClass('secondary', 'sm')}
            aria-label={text.editLabel}
          >
            {text.edit}
          </button>
        )}
      </div>
      {editing ? (
        <TaxDetailsForm kyc={kyc} onDone={() => setEditing(false)} />
      ) : (
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {kycTaxRows(kyc, labels).map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value ?? text.notGiven}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function TaxDetailsForm({ kyc, onDone }: { kyc: TrainerKyc; onDone: () => void }) {
  const locale = useLocale();
  const text = useText(kycTaxDetailsText);
  const messages = useText(KYC_TEXT);
  const save = useSaveTaxDetails();
  const [draft, setDraft] = useState<Record<TaxDetailsField, string>>({
    stateCode: kyc.stateCode ?? '',
    gstin: kyc.gstin ?? '',
  });
  const [touched, setTouched] = useState<Set<string> | 'all'>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const errors = kycErrorsIn(
    visibleErrors(kycTaxDetailsErrors(draft), touched, serverErrors),
    locale,
  );

  const change = (field: TaxDetailsField, value: string) => {
    setServerErrors(({ [field]: _, ...rest }) => rest);
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const touch = (field: TaxDetailsField) =>
    setTouched((current) => (current === 'all' ? current : new Set(current).add(field)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched('all');
    if (Object.keys(kycTaxDetailsErrors(draft)).length > 0) return;
    try {
      const { message } = await save.mutateAsync(draft);
      void showToast('success', translateMessage(message, KYC_TEXT, locale));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError) setServerErrors(failure.errors);
      void showToast(
        'error',
        isRefusal(failure)
          ? translateMessage(failure.message, KYC_TEXT, locale)
          : messages.updateFailed,
      );
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4">
      <TaxDetailsFields values={draft} errors={errors} onChange={change} onBlur={touch} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
          {save.isPending ? text.saving : text.save}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
