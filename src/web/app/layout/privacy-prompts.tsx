import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { visitorChoice } from '#web/lib/analytics.ts';
import { useUser } from '#web/lib/auth/user-context.ts';

const quiet = () => ({ default: () => null });
// Both load on demand, outside the listing's first JavaScript; a failed load asks nothing.
const NoticeGate = lazy<ComponentType>(() =>
  import('#web/features/privacy/components/notice-gate.tsx').catch(quiet),
);
const AnalyticsBar = lazy<ComponentType>(() =>
  import('#web/features/privacy/components/analytics-bar.tsx').catch(quiet),
);

/** Long enough for the page to have loaded and been looked at. */
const VISITOR_QUESTION_DELAY_MS = 6_000;
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * True once the visitor first touches the page, or after a few seconds: the question waits
 * until the page itself has loaded (docs/decisions/0042-consent-and-adults-only.md).
 */
function useVisitorSettled(active: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!active) return;
    const settle = () => setSettled(true);
    const timer = window.setTimeout(settle, VISITOR_QUESTION_DELAY_MS);
    for (const name of FIRST_INTERACTIONS) {
      window.addEventListener(name, settle, { once: true, passive: true });
    }
    return () => {
      window.clearTimeout(timer);
      for (const name of FIRST_INTERACTIONS) window.removeEventListener(name, settle);
    };
  }, [active]);
  return settled;
}

/**
 * docs/product/privacy.md#consent: a signed-in person's consents (and a changed notice) on
 * every load; a visitor who has not answered is asked about analytics once.
 */
export function PrivacyPrompts() {
  const { user, status } = useUser();
  const [unanswered] = useState(() => visitorChoice() === null);
  const visitor = status === 'ready' && user === null;
  const settled = useVisitorSettled(visitor && unanswered);
  if (status !== 'ready') return null;
  return (
    <Suspense fallback={null}>
      {user ? <NoticeGate key={user.id} /> : unanswered && settled && <AnalyticsBar />}
    </Suspense>
  );
}
