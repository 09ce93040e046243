import { lazy, Suspense, useEffect } from 'react';
import { setAnalyticsConsent } from '#web/lib/analytics.ts';
import { withSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { useConsents } from '../api/consents';

const NoticeChangedDialog = lazy(() => withSignedInTexts(() => import('./notice-changed-dialog')));

/**
 * For a signed-in person, on every app load (docs/product/privacy.md#consent): their analytics
 * consent decides whether events go, and a notice newer than the one they agreed to asks once.
 */
export function NoticeGate() {
  const consents = useConsents();
  const analytics = consents.data?.current.analytics;
  useEffect(() => {
    if (analytics !== undefined) setAnalyticsConsent(analytics);
  }, [analytics]);
  if (!consents.data?.noticeOutdated) return null;
  return (
    <Suspense fallback={null}>
      <NoticeChangedDialog />
    </Suspense>
  );
}
