import { useState } from 'react';
import type { UploadField } from '#shared/image-upload.ts';
import { ApiError, isRefusal } from './api-client';
import { useLocale } from './i18n/locale-context';
import { showToast } from './toast';
import { uploadFile } from './upload';

/**
 * Uploads a picked image to storage with its progress (null when idle). A failure is toasted:
 * our checks, the storage's refusal and a lost connection in their own words, anything else
 * as `failedMessage`.
 */
export function useImageUpload(
  fieldName: UploadField,
  failedMessage: string,
  onUploaded: (url: string, file: File) => void,
) {
  const locale = useLocale();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      onUploaded(await uploadFile(file, { fieldName, onProgress: setProgress, locale }), file);
    } catch (failure) {
      const explained =
        isRefusal(failure) || (failure instanceof ApiError && failure.status === null);
      void showToast('error', explained ? failure.message : failedMessage);
    } finally {
      setProgress(null);
    }
  };

  return { progress, upload };
}
