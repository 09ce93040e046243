import { ConsentsSection } from '#web/features/privacy/components/consents-section.tsx';
import { DeleteAccountSection } from '#web/features/privacy/components/delete-account-section.tsx';
import { DownloadDataSection } from '#web/features/privacy/components/download-data-section.tsx';
import { Link } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';

/**
 * `/profile/privacy` (docs/product/privacy.md): the person's consents, a copy of their data and
 * the deletion of their account, loaded only when opened.
 */
export default function PrivacySection() {
  usePageTitle('Privacy');
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Privacy</h1>
        <p className="mt-1 text-sm text-slate-600">
          What you agreed to, a copy of everything Kasrat holds about you, and leaving. How we use
          your data is in our{' '}
          <Link to="/privacy" className="font-semibold text-brand-700 underline">
            privacy notice
          </Link>
          .
        </p>
      </header>
      <ConsentsSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </div>
  );
}
