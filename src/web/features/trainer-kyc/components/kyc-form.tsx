import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '#shared/field-errors.ts';
import {
  AADHAAR_INPUT_MAX,
  aadhaarDigits,
  KYC_DOCUMENTS,
  KYC_MESSAGES,
  type KycDocument,
  type KycSubmissionInput,
  type KycTextField,
  kycSubmissionErrors,
  PAN_INPUT_MAX,
  type TrainerKyc,
} from '#shared/kyc.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage, TextField } from '#web/components/ui/form-field.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError, isRefusal } from '#web/lib/api-client.ts';
import { visibleErrors } from '#web/lib/form-errors.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useSubmitKyc } from '../api/submit-kyc';
import { KycDocumentField } from './kyc-document-field';
import { TaxDetailsFields } from './tax-details-fields';

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

const onFileHint = (masked: string | null) =>
  masked ? `On file: ${masked}. Enter the full number again to resubmit.` : undefined;

/**
 * The form of states none, pending and rejected (docs/product/kyc.md#kyc-states); sends the details
 * for review.
 */
export function KycForm({ kyc }: { kyc: TrainerKyc }) {
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
  const errors = visibleErrors(kycSubmissionErrors(submission, present), touched, serverErrors);

  const change = (field: string, value: string) => {
    setServerErrors(({ [field]: _, payoutMethod: __, ...rest }) => rest);
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const touch = (field: string) =>
    setTouched((current) => (current === 'all' ? current : new Set(current).add(field)));

  const text = (field: KycTextField, label: string, extra: Record<string, unknown> = {}) => ({
    label,
    name: field,
    value: draft[field],
    error: errors[field],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => touch(field),
    ...extra,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched('all');
    if (Object.keys(kycSubmissionErrors(submission, present)).length > 0) {
      void showToast('error', KYC_MESSAGES.fixErrors);
      return;
    }
    try {
      const { message } = await submit.mutateAsync(submission);
      void showToast('success', message);
    } catch (failure) {
      if (failure instanceof ApiError) setServerErrors(failure.errors);
      void showToast('error', isRefusal(failure) ? failure.message : KYC_MESSAGES.updateFailed);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Aadhaar card</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...text('aadhaarNumber', 'Aadhaar number', {
              inputMode: 'numeric',
              placeholder: '12-digit Aadhaar number',
              hint: onFileHint(kyc.aadhaarNumber),
              onChange: (event: { target: { value: string } }) =>
                change(
                  'aadhaarNumber',
                  aadhaarDigits(event.target.value).slice(0, AADHAAR_INPUT_MAX),
                ),
            })}
          />
          <TextField {...text('aadhaarName', 'Name as on Aadhaar')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">PAN card</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...text('panNumber', 'PAN', {
              maxLength: PAN_INPUT_MAX,
              autoCapitalize: 'characters',
              placeholder: 'ABCDE1234F',
              hint: onFileHint(kyc.panNumber),
              onChange: (event: { target: { value: string } }) =>
                change('panNumber', event.target.value.toUpperCase()),
            })}
          />
          <TextField {...text('panName', 'Name as on PAN card')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Tax details</legend>
        <TaxDetailsFields values={draft} errors={errors} onChange={change} onBlur={touch} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">How you get paid</legend>
        <p className="text-sm text-slate-600">
          Give your bank account, a UPI ID, or both. Payouts go to the bank account when there is
          one.
        </p>
        {errors.payoutMethod && <FormMessage kind="error">{errors.payoutMethod}</FormMessage>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text('bankAccountName', 'Account holder name')} />
          <TextField
            {...text('bankAccountNumber', 'Bank account number', {
              inputMode: 'numeric',
              maxLength: 18,
              hint: onFileHint(kyc.bankAccountNumber),
            })}
          />
          <TextField
            {...text('bankIFSC', 'IFSC code', {
              maxLength: 11,
              autoCapitalize: 'characters',
              placeholder: 'HDFC0001234',
              onChange: (event: { target: { value: string } }) =>
                change('bankIFSC', event.target.value.toUpperCase()),
            })}
          />
          <TextField {...text('bankName', 'Bank name')} />
          <TextField {...text('bankBranch', 'Branch')} />
          <TextField {...text('upiId', 'UPI ID', { placeholder: 'yourname@okhdfc' })} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Documents</legend>
        <p className="text-sm text-slate-600">
          Only you and our verification team can see these. They are never shown on your profile.
          How long we keep them, and why, is in our{' '}
          <a
            href={paths.privacyNotice}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            privacy notice
          </a>
          .
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
        {submit.isPending
          ? 'Submitting...'
          : resubmitting
            ? 'Resubmit KYC Details'
            : 'Submit KYC Details'}
      </button>
    </form>
  );
}
