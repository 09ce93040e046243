import { useId } from 'react';
import type { UploadField } from '#shared/image-upload.ts';
import { PORTFOLIO_TEXT } from '#shared/portfolio-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ImagePickButton, UploadProgress } from '#web/components/ui/upload-controls.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useImageUpload } from '#web/lib/use-image-upload.ts';
import { portfolioMediaText } from './media-tab.text';

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
  const text = useText(portfolioMediaText);
  const { imageUploadFailed } = useText(PORTFOLIO_TEXT);
  const { progress, upload } = useImageUpload(field, imageUploadFailed, (url) => onChange(url));

  return (
    <div
      className="rounded-xl border border-slate-200 p-3"
      aria-describedby={error ? `${inputId}-error` : undefined}
    >
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <p className="text-xs text-slate-600">{hint}</p>
      <div className="mt-2 aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
        {value ? (
          <img src={value} alt={text.preview(label)} className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-slate-500">
            {text.noImage}
          </div>
        )}
      </div>
      <UploadProgress label={label} progress={progress} />
      <div className="mt-2 flex gap-2">
        <ImagePickButton
          inputId={inputId}
          label={label}
          text={value ? text.change : text.upload}
          disabled={progress !== null}
          onPick={(file) => void upload(file)}
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange(null)}
            className={buttonClass('ghost', 'sm')}
          >
            {text.remove}
            <span className="sr-only"> {label}</span>
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
