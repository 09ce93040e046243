import {
  KYC_DOCUMENTS,
  KYC_LABELS_TEXT,
  kycDetailRows,
  kycIdentityRows,
  type TrainerKyc,
} from '#shared/kyc.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { kycSummaryText } from './kyc-summary.text';

/**
 * The submitted details, read-only while under review or once verified; numbers masked. Once
 * verified the tax details have a card of their own, where they can be changed.
 */
export function KycSummary({ kyc }: { kyc: TrainerKyc }) {
  const text = useText(kycSummaryText);
  const labels = useText(KYC_LABELS_TEXT);
  const verified = (done: boolean) => (done ? text.verified : text.notVerifiedYet);
  const details =
    kyc.kycStatus === 'completed' ? kycIdentityRows(kyc, labels.rows) : kycDetailRows(kyc, labels);
  const rows: [string, string | null][] = [
    ...details.filter(([, value]) => value),
    [text.aadhaarVerification, verified(kyc.aadhaarVerified)],
    [text.panVerification, verified(kyc.panVerified)],
  ];
  return (
    <section aria-labelledby="kyc-details" className="space-y-4">
      <h2 id="kyc-details" className="text-lg font-semibold text-slate-900">
        {text.title}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-4 sm:grid-cols-3">
        {KYC_DOCUMENTS.map((document) => {
          const url = kyc[document];
          return (
            <li key={document} className="rounded-xl border border-slate-200 p-3">
              <p className="text-sm font-medium text-slate-800">{labels.documents[document]}</p>
              <div className="mt-2 aspect-[8/5] overflow-hidden rounded-lg bg-slate-100">
                {url && (
                  <img
                    src={url}
                    alt={text.asSubmitted(labels.documents[document])}
                    className="size-full object-contain"
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
