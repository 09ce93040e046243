import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { inputClass } from '#web/components/ui/form-field.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.tsx';

const failureText = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

interface TextPromptDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  label: string;
  /** A few lines of prose (a reason) rather than one short value (a reference). */
  multiline?: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Sends the text; the message it resolves to is toasted and the dialog closes. */
  onSubmit: (text: string) => Promise<{ message: string }>;
  /** The key of the server's field error that explains a refusal of the text. */
  errorField: string;
  /** What to show under the text when the server names no field error. */
  fallbackError?: (failure: unknown) => string;
}

/**
 * An admin's decision that needs one required text. The server decides whether the text will
 * do, so a refusal is shown under the field and the text is kept for correcting.
 */
export function TextPromptDialog({
  open,
  onClose,
  title,
  description,
  label,
  multiline = false,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  errorField,
  fallbackError = failureText,
}: TextPromptDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const formId = `${id}-form`;

  const close = () => {
    setText('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { message } = await onSubmit(text);
      void showToast('success', message);
      close();
    } catch (failure) {
      setError(
        (failure instanceof ApiError && failure.errors[errorField]) || fallbackError(failure),
      );
    }
  };

  const field = {
    id,
    required: true,
    value: text,
    onChange: (event: { target: { value: string } }) => {
      setText(event.target.value);
      setError(null);
    },
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: inputClass,
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      description={description}
      footer={
        <DialogActions
          onDismiss={close}
          label={submitLabel}
          pendingLabel={pendingLabel}
          pending={pending}
          form={formId}
        />
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {label}
        </label>
        {multiline ? <textarea rows={4} {...field} /> : <input autoComplete="off" {...field} />}
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </form>
    </SheetDialog>
  );
}
