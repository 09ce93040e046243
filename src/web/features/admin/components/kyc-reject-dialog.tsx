import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { inputClass } from '#web/components/ui/form-field.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useDecideKyc } from '../api/kyc-decision';

interface KycRejectDialogProps {
  trainerId: string;
  trainerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The reason is shown to the trainer and e-mailed; the server decides whether it will do. */
export function KycRejectDialog({
  trainerId,
  trainerName,
  open,
  onOpenChange,
}: KycRejectDialogProps) {
  const decide = useDecideKyc();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const formId = `${id}-form`;

  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { message } = await decide.mutateAsync({ trainerId, action: 'reject', reason });
      void showToast('success', message);
      close(false);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError((failure instanceof ApiError && failure.errors.reason) || message);
    }
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={close}
      title="Reject KYC"
      description={`${trainerName} sees this reason, is e-mailed it, and can correct the details and resubmit.`}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => close(false)}
            className={buttonClass('secondary', 'md')}
          >
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            disabled={decide.isPending}
            className={buttonClass('primary', 'md')}
          >
            {decide.isPending ? 'Sending...' : 'Send rejection'}
          </button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          Reason for rejection
        </label>
        <textarea
          id={id}
          required
          rows={4}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </form>
    </SheetDialog>
  );
}
