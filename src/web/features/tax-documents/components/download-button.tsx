import { useState } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';
import { taxDocumentsText } from '../tax-documents.text';

interface DownloadButtonProps {
  children: string;
  /** What a screen reader hears when the visible label alone is ambiguous in a list. */
  label?: string;
  download: () => Promise<void>;
  variant?: 'primary' | 'secondary' | 'ghost';
}

/** Fetches a PDF and saves it; a refusal (say, too many downloads) is shown in the server's words. */
export function DownloadButton({
  children,
  label,
  download,
  variant = 'secondary',
}: DownloadButtonProps) {
  const text = useText(taxDocumentsText);
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    try {
      await download();
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : null;
      void showToast('error', message ?? text.downloadFailed);
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      aria-label={label}
      disabled={pending}
      aria-busy={pending}
      onClick={() => void start()}
      className={buttonClass(variant, 'sm')}
    >
      {pending ? text.downloading : children}
    </button>
  );
}
