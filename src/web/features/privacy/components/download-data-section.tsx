import { translateMessage } from '#shared/translate-message.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { type DataExport, useDataExports, useRequestDataExport } from '../api/data-exports';
import { privacySettingsText } from './privacy-settings.text';

type Text = typeof privacySettingsText.english.download;

const sizeLabel = (bytes: number | null) =>
  bytes === null ? null : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;

function requestError(error: unknown, text: Text, readBack: (message: string) => string) {
  if (error instanceof ApiError && error.status === 429) return text.tooManyRequests;
  if (error instanceof ApiError && error.status !== null && error.status < 500)
    return readBack(error.message);
  return text.requestFailed;
}

function History({ copies }: { copies: DataExport[] }) {
  const text = useText(privacySettingsText).download;
  if (copies.length === 0) return null;
  return (
    <details className="mt-4 text-sm text-slate-600">
      <summary className="cursor-pointer font-medium text-slate-700">{text.history}</summary>
      <ul className="mt-2 space-y-1">
        {copies.map((copy) => (
          <li key={copy.id}>
            {text.at(new Date(copy.requestedAt))}: {text.statusLabel[copy.status]}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Profile → Privacy → "Download my data" (docs/product/privacy.md#download-my-data): ask for a
 * copy, wait while it is prepared, download it by its link until it expires, ask again.
 */
export function DownloadDataSection() {
  const locale = useLocale();
  const text = useText(privacySettingsText).download;
  const copies = useDataExports();
  const request = useRequestDataExport();
  const latest = copies.data?.[0];
  const askButton = (label: string) => (
    <button
      type="button"
      className={buttonClass('primary', 'md', 'mt-4 w-full sm:w-auto')}
      disabled={request.isPending}
      onClick={() => request.mutate()}
    >
      {label}
    </button>
  );

  return (
    <section
      aria-labelledby="download-my-data"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="download-my-data" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      {copies.isPending && <PageSpinner label={text.loading} />}
      {copies.isError && (
        <LoadError
          error={copies.error}
          message={text.loadFailed}
          onRetry={() => void copies.refetch()}
        />
      )}
      {copies.data && (
        <div className="mt-2">
          {!latest && askButton(text.requestButton)}
          {latest?.status === 'pending' && (
            <p role="status" className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-slate-800">
              {text.preparing}
            </p>
          )}
          {latest?.status === 'ready' && latest.downloadUrl && latest.expiresAt && (
            <div className="mt-4 rounded-xl bg-emerald-50 p-4 text-sm text-slate-800">
              <a
                href={latest.downloadUrl}
                download
                className="font-semibold text-brand-700 underline"
              >
                {text.readyLink(sizeLabel(latest.sizeBytes))}
              </a>
              <p className="mt-1">{text.readyUntil(text.at(new Date(latest.expiresAt)))}</p>
            </div>
          )}
          {(latest?.status === 'expired' || latest?.status === 'failed') && (
            <>
              <p className="mt-4 text-sm text-slate-700">
                {latest.status === 'expired' ? text.expired : text.failed}
              </p>
              {askButton(text.requestAgain)}
            </>
          )}
          {request.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {requestError(request.error, text, (message) =>
                translateMessage(message, privacySettingsText, locale),
              )}
            </p>
          )}
          <History copies={copies.data.slice(1)} />
        </div>
      )}
    </section>
  );
}
