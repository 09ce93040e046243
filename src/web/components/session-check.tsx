import { buttonClass } from '#web/components/ui/button-styles.ts';
import { uiControlsText } from '#web/components/ui/controls.text.ts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';

/** What a signed-in page shows while the session is being checked, or when the check failed. */
export function SessionCheck({
  status,
  error,
  onRetry,
}: {
  status: 'loading' | 'error';
  error: Error | null | undefined;
  onRetry: () => void;
}) {
  const text = useText(uiControlsText);
  if (status === 'loading') return <PageSpinner label={text.checkingSession} />;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center">
      <p role="alert" className="text-slate-800">
        {error?.message}
      </p>
      <button type="button" className={buttonClass('primary', 'md', 'mt-6')} onClick={onRetry}>
        {text.tryAgain}
      </button>
    </div>
  );
}
