import { useEffect } from 'react';
import { PRIVACY_COPY } from '#shared/privacy-messages.ts';
import { PrivacyNotice } from '#web/features/privacy/components/privacy-notice.tsx';
import { setPageDescription, usePageTitle } from '#web/lib/seo.ts';

/** `/privacy` (docs/product/privacy.md#the-notice), public, loaded only when opened. */
export default function PrivacyNoticeRoute() {
  usePageTitle(PRIVACY_COPY.title);
  useEffect(() => setPageDescription(PRIVACY_COPY.description), []);
  return <PrivacyNotice />;
}
