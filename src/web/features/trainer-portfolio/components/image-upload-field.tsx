import { useId, useState } from 'react';
import { UPLOAD_IMAGE_TYPES, type UploadField } from '#shared/image-upload.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { ApiError, isRefusal } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.tsx';
import { uploadFile } from '#web/lib/upload.ts';

interface ImageUploadFieldProps {
  field: UploadField;
  label: string;
  hint: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}

/** One portfolio image: pick, upload with progress, preview, remove. */
export function ImageUploadField({
  field,
  label,
  hint,
  value,
  onChange,
  error,
}: ImageUploadFieldProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      onChange(await uploadFile(file, { fieldName: field, onProgress: setProgress }));
    } catch (failure) {
      // our checks, the storage's refusal and a lost connection explain themselves
      const explained =
        isRefusal(failure) || (failure instanceof ApiError && failure.status === null);
      void showToast('error', explained ? failure.message : PORTFOLIO_MESSAGES.imageUploadFailed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div
      className="rounded-xl border border-slate-200 p-3"
      aria-describedby={error ? `${inputId}-error` : undefined}
    >
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <p className="text-xs text-slate-600">{hint}</p>
      <div className="mt-2 aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
        {value ? (
          <img src={value} alt={`${label} preview`} className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-slate-500">
            No image yet
          </div>
        )}
      </div>
      {progress !== null && (
        <div className="mt-2">
          <ProgressBar label={`${label} upload`} percent={progress} />
          <p className="mt-1 text-xs text-slate-600">Uploading... {progress}%</p>
        </div>
      )}
      <div className="mt-2 flex gap-2">
        <label htmlFor={inputId} className={buttonClass('secondary', 'sm', 'cursor-pointer')}>
          {value ? 'Change' : 'Upload'}
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
        {value && (
          <button
            type="button"
            onClick={() => onChange(null)}
            className={buttonClass('ghost', 'sm')}
          >
            Remove<span className="sr-only"> {label}</span>
          </button>
        )}
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
