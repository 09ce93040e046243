import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { UPLOAD_IMAGE_TYPES } from '#shared/image-upload.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useFormErrors } from '#web/lib/form-errors.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { uploadImage } from '#web/lib/upload.ts';
import { profileText } from '../profile.text';

interface ProfileImageFieldProps {
  value: string | null;
  onUploaded: (imageUrl: string) => void;
  onRemove: () => void;
  onUploadingChange: (uploading: boolean) => void;
}

export function ProfileImageField({
  value,
  onUploaded,
  onRemove,
  onUploadingChange,
}: ProfileImageFieldProps) {
  const text = useText(profileText);
  const messages = useText(MESSAGES_TEXT);
  const formErrors = useFormErrors();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setError(null);
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    onUploadingChange(true);
    try {
      const url = await uploadImage(file, {
        fieldName: 'profileImage',
        onProgress: setProgress,
        signal: current.signal,
      });
      onUploaded(url);
    } catch (failure) {
      if (controller.current === current) {
        setError(current.signal.aborted ? messages.uploadCancelled : formErrors.ofFailure(failure));
      }
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
        onUploadingChange(false);
      }
    }
  };

  const uploading = progress !== null;

  return (
    <fieldset className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <legend className="sr-only">{text.image}</legend>
      <Avatar src={value} size={96} alt={text.imageAlt} className="ring-4 ring-brand-50" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-800">{text.image}</p>
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          {text.imageHint}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <input
            id={inputId}
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            className="peer sr-only"
            aria-describedby={`${inputId}-hint`}
            disabled={uploading}
            onChange={choose}
          />
          <label
            htmlFor={inputId}
            className={buttonClass(
              'secondary',
              'sm',
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            )}
          >
            {value ? text.changePhoto : text.uploadPhoto}
          </label>
          {value && !uploading && (
            <button type="button" onClick={onRemove} className={buttonClass('ghost', 'sm')}>
              {text.removePhoto}
            </button>
          )}
          {uploading && (
            <button
              type="button"
              onClick={() => controller.current?.abort()}
              className={buttonClass('ghost', 'sm')}
            >
              {text.cancelUpload}
            </button>
          )}
        </div>
        {uploading && (
          <div className="mt-3 max-w-xs">
            <div
              role="progressbar"
              aria-label={text.uploadProgress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${progress}%` }}
              />
            </div>
            <p className="mt-1 text-xs font-medium text-slate-600 tabular-nums">
              {text.uploading(progress)}
            </p>
          </div>
        )}
        {error && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
