import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '#shared/field-errors.ts';
import {
  AADHAAR_INPUT_MAX,
  aadhaarDigits,
  KYC_DOCUMENTS,
  KYC_LABELS_TEXT,
  KYC_TEXT,
  type KycDocument,
  type KycSubmissionInput,
  type KycTextField,
  kycErrorsIn,
  kycSubmissionErrors,
  PAN_INPUT_MAX,
  type TrainerKyc,
} from '#shared/kyc.ts';
import { localisedPath } from '#shared/locale.ts';
import { translateMessage } from '#shared/translate-message.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage, TextField } from '#web/components/ui/form-field.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError, isRefusal } from '#web/lib/api-client.ts';
import { visibleErrors } from '#web/lib/form-errors.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useSubmitKyc } from '../api/submit-kyc';
import { KycDocumentField } from './kyc-document-field';
import { kycFormText } from './kyc-form.text';
import { type TaxDetailsField, TaxDetailsFields } from './tax-details-fields';

type TextDraft = Record<KycTextField, string>;
type Uploads = Record<KycDocument, string | null>;

const NO_UPLOADS: Uploads = { aadhaarFrontImage: null, aadhaarBackImage: null, panImage: null };

/** The numbers start empty: the file holds them only masked, so a resubmission types them again. */
function draftOf(kyc: TrainerKyc): TextDraft {
  return {
    aadhaarNumber: '',
    aadhaarName: kyc.aadhaarName ?? '',
    panNumber: '',
    panName: kyc.panName ?? '',
    upiId: kyc.upiId ?? '',
    bankAccountName: kyc.bankAccountName ?? '',
    bankAccountNumber: '',
    bankIFSC: kyc.bankIFSC ?? '',
    bankName: kyc.bankName ?? '',
    bankBranch: kyc.bankBranch ?? '',
    stateCode: kyc.stateCode ?? '',
    gstin: kyc.gstin ?? '',
  };
}

/**
 * The form of states none, pending and rejected (docs/product/kyc.md#kyc-states); sends the details
 * for review.
 */
export function KycForm({ kyc }: { kyc: TrainerKyc }) {
  const locale = useLocale();
  const text = useText(kycFormText);
  const { rows: labels, documents } = useText(KYC_LABELS_TEXT);
  const messages = useText(KYC_TEXT);
  const onFileHint = (masked: string | null) => (masked ? text.onFile(masked) : undefined);
  const submit = useSubmitKyc();
  const [draft, setDraft] = useState<TextDraft>(() => draftOf(kyc));
  const [uploads, setUploads] = useState<Uploads>(NO_UPLOADS);
  const [touched, setTouched] = useState<Set<string> | 'all'>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const resubmitting = kyc.kycStatus === 'rejected';

  const present = Object.fromEntries(
    KYC_DOCUMENTS.map((document) => [
      document,
      uploads[document] !== null || kyc[document] !== null,
    ]),
  ) as Record<KycDocument, boolean>;
  const submission: KycSubmissionInput = {
    ...draft,
    ...Object.fromEntries(KYC_DOCUMENTS.flatMap((d) => (uploads[d] ? [[d, uploads[d]]] : []))),
  };
  const errors = kycErrorsIn(
    visibleErrors(kycSubmissionErrors(submission, present), touched, serverErrors),
    locale,
  );

  const change = (field: string, value: string) => {
    setServerErrors(({ [field]: _, payoutMethod: __, ...rest }) => rest);
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const touch = (field: string) =>
    setTouched((current) => (current === 'all' ? current : new Set(current).add(field)));

  const field = (
    name: Exclude<KycTextField, TaxDetailsField>,
    extra: Record<string, unknown> = {},
  ) => ({
    label: labels[name],
    name,
    value: draft[name],
    error: errors[name],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => touch(name),
    ...extra,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched('all');
    if (Object.keys(kycSubmissionErrors(submission, present)).length > 0) {
      void showToast('error', messages.fixErrors);
      return;
    }
    try {
      const { message } = await submit.mutateAsync(submission);
      void showToast('success', translateMessage(message, KYC_TEXT, locale));
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
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{text.aadhaarCard}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('aadhaarNumber', {
              inputMode: 'numeric',
              placeholder: text.aadhaarPlaceholder,
              hint: onFileHint(kyc.aadhaarNumber),
              onChange: (event: { target: { value: string } }) =>
                change(
                  'aadhaarNumber',
                  aadhaarDigits(event.target.value).slice(0, AADHAAR_INPUT_MAX),
                ),
            })}
          />
          <TextField {...field('aadhaarName')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{documents.panImage}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('panNumber', {
              maxLength: PAN_INPUT_MAX,
              autoCapitalize: 'characters',
              placeholder: 'ABCDE1234F',
              hint: onFileHint(kyc.panNumber),
              onChange: (event: { target: { value: string } }) =>
                change('panNumber', event.target.value.toUpperCase()),
            })}
          />
          <TextField {...field('panName')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{text.taxDetails}</legend>
        <TaxDetailsFields values={draft} errors={errors} onChange={change} onBlur={touch} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{text.payout}</legend>
        <p className="text-sm text-slate-600">{text.payoutIntro}</p>
        {errors.payoutMethod && <FormMessage kind="error">{errors.payoutMethod}</FormMessage>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('bankAccountName')} />
          <TextField
            {...field('bankAccountNumber', {
              inputMode: 'numeric',
              maxLength: 18,
              hint: onFileHint(kyc.bankAccountNumber),
            })}
          />
          <TextField
            {...field('bankIFSC', {
              maxLength: 11,
              autoCapitalize: 'characters',
              placeholder: 'HDFC0001234',
              onChange: (event: { target: { value: string } }) =>
                change('bankIFSC', event.target.value.toUpperCase()),
            })}
          />
          <TextField {...field('bankName')} />
          <TextField {...field('bankBranch')} />
          <TextField {...field('upiId', { placeholder: 'yourname@okhdfc' })} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{text.documents}</legend>
        <p className="text-sm text-slate-600">
          {text.documentsIntroStart}
          <a
            href={localisedPath(paths.privacyNotice, locale)}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            {text.privacyNotice}
          </a>
          {text.documentsIntroEnd}
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          {KYC_DOCUMENTS.map((document) => (
            <KycDocumentField
              key={document}
              document={document}
              onFileUrl={kyc[document]}
              error={errors[document]}
              onUploaded={(reference) => {
                setServerErrors(({ [document]: _, ...rest }) => rest);
                setUploads((current) => ({ ...current, [document]: reference }));
              }}
            />
          ))}
        </div>
      </fieldset>

      <button type="submit" disabled={submit.isPending} className={buttonClass('primary', 'lg')}>
        {submit.isPending ? text.submitting : resubmitting ? text.resubmit : text.submit}
      </button>
    </form>
  );
}
