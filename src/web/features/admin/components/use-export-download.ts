import { useState } from 'react';
import { ACCOUNTING_MESSAGES } from '#shared/tax/accounting-messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.tsx';
import { downloadExport } from '../api/download-export';

/**
 * A CSV download that says how it went: the file's name when it arrived, the server's reason when
 * it was refused. `busy` names the download under way, one at a time.
 */
export function useExportDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, path: string, query: Record<string, string>) => {
    setBusy(name);
    try {
      const fileName = await downloadExport(path, query);
      void showToast('success', ACCOUNTING_MESSAGES.downloaded(fileName));
    } catch (failure) {
      void showToast(
        'error',
        failure instanceof ApiError ? failure.message : ACCOUNTING_MESSAGES.downloadFailed,
      );
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
