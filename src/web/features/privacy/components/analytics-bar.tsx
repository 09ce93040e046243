import { useState } from 'react';
import { SIGN_UP_PRIVACY_TEXT } from '#shared/privacy-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { setAnalyticsConsent, VISITOR_CHOICE_KEY, visitorChoice } from '#web/lib/analytics.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { analyticsBarText } from './analytics-bar.text';

/**
 * A visitor is asked once whether anonymous usage events may be sent; the answer stays in this
 * browser (docs/product/privacy.md#consent). The page works the same either way.
 */
export function AnalyticsBar() {
  const text = useText(analyticsBarText);
  const { analyticsLabel } = useText(SIGN_UP_PRIVACY_TEXT);
  const [answered, setAnswered] = useState(() => visitorChoice() !== null);
  if (answered) return null;
  const choose = (choice: 'allow' | 'decline') => {
    try {
      localStorage.setItem(VISITOR_CHOICE_KEY, choice);
    } catch {
      // Blocked storage: the answer lasts this page, and the bar asks again next visit.
    }
    setAnalyticsConsent(choice === 'allow');
    setAnswered(true);
  };
  return (
    <section
      aria-label={analyticsLabel}
      className="fixed inset-x-2 bottom-2 z-40 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md"
    >
      <p className="text-sm text-slate-800">
        {text.question}{' '}
        <Link to="/privacy" className="font-semibold text-brand-700 underline">
          {text.privacyNotice}
        </Link>
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => choose('allow')}
          className={buttonClass('primary', 'md', 'flex-1')}
        >
          {text.allow}
        </button>
        <button
          type="button"
          onClick={() => choose('decline')}
          className={buttonClass('secondary', 'md', 'flex-1')}
        >
          {text.decline}
        </button>
      </div>
    </section>
  );
}
