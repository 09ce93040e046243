import { UPLOAD_IMAGE_TYPES } from '#shared/image-upload.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { buttonClass } from './button-styles';
import { uiControlsText } from './controls.text';
import { ProgressBar } from './progress-bar';

/** The bar and percentage of an upload under way; nothing while idle. */
export function UploadProgress({ label, progress }: { label: string; progress: number | null }) {
  const text = useText(uiControlsText);
  if (progress === null) return null;
  return (
    <div className="mt-2">
      <ProgressBar label={text.upload(label)} percent={progress} />
      <p className="mt-1 text-xs text-slate-600">{text.uploading(progress)}</p>
    </div>
  );
}

interface ImagePickButtonProps {
  inputId: string;
  /** What is picked, read out after the button's text. */
  label: string;
  text: string;
  disabled: boolean;
  onPick: (file: File | undefined) => void;
}

/** A button-looking label over a hidden image input; the same file can be picked again. */
export function ImagePickButton({ inputId, label, text, disabled, onPick }: ImagePickButtonProps) {
  return (
    <>
      <label htmlFor={inputId} className={buttonClass('secondary', 'sm', 'cursor-pointer')}>
        {text}
        <span className="sr-only"> {label}</span>
      </label>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}
