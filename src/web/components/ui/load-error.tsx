import { isRefusal } from '#web/lib/api-client.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { buttonClass } from './button-styles';
import { uiText } from './ui.text';

interface LoadErrorProps {
  error: Error;
  /** The screen's own message for a failure worth retrying. */
  message: string;
  onRetry: () => void;
}

/**
 * A screen whose data did not load. A refusal (a 4xx, such as a client opening a trainer's
 * screen) says so in the server's words and is final; anything else offers Retry.
 */
export function LoadError({ error, message, onRetry }: LoadErrorProps) {
  const text = useText(uiText);
  const refused = isRefusal(error);
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">{refused ? error.message : message}</p>
      {!refused && (
        <button type="button" onClick={onRetry} className={buttonClass('secondary', 'md', 'mt-4')}>
          {text.retry}
        </button>
      )}
    </div>
  );
}
