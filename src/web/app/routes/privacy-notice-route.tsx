import { privacyNoticeText } from '#web/features/privacy/components/privacy-notice.text.ts';
import { PrivacyNotice } from '#web/features/privacy/components/privacy-notice.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { usePageDescription, usePageTitle } from '#web/lib/seo.ts';

/** `/privacy` (docs/product/privacy.md#the-notice), public, loaded only when opened. */
export default function PrivacyNoticeRoute() {
  const text = useText(privacyNoticeText);
  usePageTitle(text.title);
  usePageDescription(text.description);
  return <PrivacyNotice />;
}
