import { useEffect, useId, useState } from 'react';
import { UPLOAD_IMAGE_TYPES } from '#shared/image-upload.ts';
import { KYC_DOCUMENT_LABELS, KYC_MESSAGES, type KycDocument } from '#shared/kyc.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { ApiError, isRefusal } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.tsx';
import { uploadFile } from '#web/lib/upload.ts';

interface KycDocumentFieldProps {
  document: KycDocument;
  /** The short-lived link of the document on file, if any. */
  onFileUrl: string | null;
  /** Called with the private reference of a new upload. */
  onUploaded: (reference: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * One identity document: upload with progress to private storage, and a preview. A new upload
 * is previewed from the file itself, because its stored copy is never at a public address.
 */
export function KycDocumentField({
  document,
  onFileUrl,
  onUploaded,
  error,
  disabled,
}: KycDocumentFieldProps) {
  const inputId = useId();
  const label = KYC_DOCUMENT_LABELS[document];
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const reference = await uploadFile(file, { fieldName: document, onProgress: setProgress });
      setLocalPreview(URL.createObjectURL(file));
      onUploaded(reference);
      void showToast('success', KYC_MESSAGES.documentUploaded);
    } catch (failure) {
      // our checks, the storage's refusal and a lost connection explain themselves
      const explained =
        isRefusal(failure) || (failure instanceof ApiError && failure.status === null);
      void showToast('error', explained ? failure.message : KYC_MESSAGES.documentUploadFailed);
    } finally {
      setProgress(null);
    }
  };

  const preview = localPreview ?? onFileUrl;
  const errorId = `${inputId}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={`min-w-0 rounded-xl border p-3 ${error ? 'border-red-300' : 'border-slate-200'}`}
    >
      <legend className="float-left w-full text-sm font-medium text-slate-800">{label}</legend>
      <p className="text-xs text-slate-600">A clear photo or scan, up to 5MB</p>
      <div className="mt-2 aspect-[8/5] overflow-hidden rounded-lg bg-slate-100">
        {preview ? (
          <img src={preview} alt={`${label} as uploaded`} className="size-full object-contain" />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-slate-500">
            Not uploaded yet
          </div>
        )}
      </div>
      {progress !== null && (
        <div className="mt-2">
          <ProgressBar label={`${label} upload`} percent={progress} />
          <p className="mt-1 text-xs text-slate-600">Uploading... {progress}%</p>
        </div>
      )}
      {!disabled && (
        <div className="mt-2">
          <label htmlFor={inputId} className={buttonClass('secondary', 'sm', 'cursor-pointer')}>
            {preview ? 'Replace' : 'Upload'}
            <span className="sr-only"> {label}</span>
          </label>
          <input
            id={inputId}
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            className="sr-only"
            disabled={progress !== null}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
