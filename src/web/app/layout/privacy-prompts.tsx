import { type ComponentType, lazy, Suspense, useState } from 'react';
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

/**
 * docs/product/privacy.md#consent: a signed-in person's consents (and a changed notice) on
 * every load; a visitor who has not answered is asked about analytics once.
 */
export function PrivacyPrompts() {
  const { user, status } = useUser();
  const [unanswered] = useState(() => visitorChoice() === null);
  if (status !== 'ready') return null;
  return (
    <Suspense fallback={null}>
      {user ? <NoticeGate key={user.id} /> : unanswered && <AnalyticsBar />}
    </Suspense>
  );
}
