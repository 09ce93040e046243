import { useState } from 'react';
import { translateMessage } from '#shared/translate-message.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage } from '#web/components/ui/form-field.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { useAccountDeletion, useKeepAccount } from '../api/account-deletion';
import { DeleteAccountDialog } from './delete-account-dialog';
import { privacySettingsText } from './privacy-settings.text';

/**
 * Profile → Privacy → "Delete my account" (docs/product/privacy.md#delete-my-account): what
 * happens, the danger button and its dialog; once asked, the day (IST) and "Keep my account".
 */
export function DeleteAccountSection() {
  const locale = useLocale();
  const M = useText(privacySettingsText).deletion;
  const deletion = useAccountDeletion();
  const keep = useKeepAccount();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const keepAccount = async () => {
    setMessage(null);
    try {
      await keep.mutateAsync();
      setMessage({ kind: 'success', text: M.cancelled });
    } catch (error) {
      const refusal = error instanceof Error ? error.message : String(error);
      setMessage({ kind: 'error', text: translateMessage(refusal, privacySettingsText, locale) });
    }
  };

  return (
    <section aria-labelledby="delete-account" className="rounded-2xl border border-red-200 p-5">
      <h2 id="delete-account" className="text-lg font-bold tracking-tight text-slate-900">
        {M.title}
      </h2>
      {deletion.isPending ? (
        <Spinner label={M.loading} />
      ) : deletion.isError ? (
        <LoadError
          error={deletion.error}
          message={M.loadFailed}
          onRetry={() => deletion.refetch()}
        />
      ) : deletion.data.deletion ? (
        <div className="mt-3 space-y-3">
          <p className="font-semibold text-red-800">
            {M.scheduledTitle(M.day(new Date(deletion.data.deletion.dueAt)))}
          </p>
          <p className="text-sm text-slate-600">{M.scheduledHint}</p>
          {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
          <button
            type="button"
            onClick={keepAccount}
            disabled={keep.isPending}
            className={buttonClass('primary', 'md')}
          >
            {keep.isPending ? M.keeping : M.keep}
          </button>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          {deletion.data.cancelledAt && (
            <FormMessage kind="success">
              {M.cancelledNotice(M.day(new Date(deletion.data.cancelledAt)))}
            </FormMessage>
          )}
          <p className="text-sm text-slate-700">{M.explanation}</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {M.consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
          <button
            type="button"
            onClick={() => setOpen(true)}
            className={buttonClass('primary', 'md', 'bg-red-700 hover:bg-red-800')}
          >
            {M.deleteButton}
          </button>
          <DeleteAccountDialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              setMessage(null);
            }}
          />
        </div>
      )}
    </section>
  );
}
