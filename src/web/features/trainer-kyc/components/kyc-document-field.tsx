import { useEffect, useId, useState } from 'react';
import { KYC_LABELS_TEXT, KYC_TEXT, type KycDocument } from '#shared/kyc.ts';
import { ImagePickButton, UploadProgress } from '#web/components/ui/upload-controls.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useImageUpload } from '#web/lib/use-image-upload.ts';
import { kycDocumentFieldText } from './kyc-form.text';

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
  const text = useText(kycDocumentFieldText);
  const messages = useText(KYC_TEXT);
  const inputId = useId();
  const label = useText(KYC_LABELS_TEXT).documents[document];
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const { progress, upload } = useImageUpload(
    document,
    messages.documentUploadFailed,
    (reference, file) => {
      setLocalPreview(URL.createObjectURL(file));
      onUploaded(reference);
      void showToast('success', messages.documentUploaded);
    },
  );

  const preview = localPreview ?? onFileUrl;
  const errorId = `${inputId}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={`min-w-0 rounded-xl border p-3 ${error ? 'border-red-300' : 'border-slate-200'}`}
    >
      <legend className="float-left w-full text-sm font-medium text-slate-800">{label}</legend>
      <p className="text-xs text-slate-600">{text.hint}</p>
      <div className="mt-2 aspect-[8/5] overflow-hidden rounded-lg bg-slate-100">
        {preview ? (
          <img src={preview} alt={text.asUploaded(label)} className="size-full object-contain" />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-slate-500">
            {text.notUploaded}
          </div>
        )}
      </div>
      <UploadProgress label={label} progress={progress} />
      {!disabled && (
        <div className="mt-2">
          <ImagePickButton
            inputId={inputId}
            label={label}
            text={preview ? text.replace : text.upload}
            disabled={progress !== null}
            onPick={(file) => void upload(file)}
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
