import { KYC_TEXT, kycEditable } from '#shared/kyc.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useKyc } from '../api/get-kyc';
import { KycForm } from './kyc-form';
import { KycStatusPanel } from './kyc-status-panel';
import { KycSummary } from './kyc-summary';
import { kycSummaryText } from './kyc-summary.text';
import { KycTaxDetails } from './kyc-tax-details';

/**
 * The dashboard's KYC tab (docs/product/kyc.md#kyc-states): the form before a submission and after
 * a rejection; the submitted details, locked, while under review and once verified, when the
 * tax details alone may still be changed.
 */
export function KycTab() {
  const messages = useText(KYC_TEXT);
  const loading = useText(kycSummaryText).loading;
  const kyc = useKyc();
  if (kyc.isPending) return <PageSpinner label={loading} />;
  if (kyc.isError) {
    return (
      <LoadError error={kyc.error} message={messages.loadFailed} onRetry={() => kyc.refetch()} />
    );
  }
  const data = kyc.data;
  return (
    <div className="space-y-6">
      <KycStatusPanel status={data.kycStatus} reason={data.kycRejectionReason} />
      {kycEditable(data.kycStatus) ? (
        // a new key after each submission starts the form again from what the server holds
        <KycForm key={`${data.kycStatus}-${data.submittedAt}`} kyc={data} />
      ) : (
        <>
          {data.kycStatus === 'completed' && <KycTaxDetails kyc={data} />}
          <KycSummary kyc={data} />
        </>
      )}
    </div>
  );
}
