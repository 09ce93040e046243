import type { KycStatus } from '#shared/kyc.ts';

const NOT_SUBMITTED = {
  title: 'Verify your identity',
  text: 'KYC is required before you can receive payouts. Fill in your Aadhaar, PAN and payout details and upload the three documents.',
  tone: 'border-slate-200 bg-slate-50 text-slate-800',
};

const PANELS: Record<KycStatus, { title: string; text: string; tone: string }> = {
  none: NOT_SUBMITTED,
  pending: NOT_SUBMITTED,
  partial: {
    title: 'Verification in progress',
    text: 'We are reviewing your KYC details. This usually takes 1-2 business days; we will e-mail you when it is done.',
    tone: 'border-amber-200 bg-amber-50 text-amber-900',
  },
  completed: {
    title: 'KYC verified',
    text: 'Your identity is verified. You can receive payments.',
    tone: 'border-green-200 bg-green-50 text-green-900',
  },
  rejected: {
    title: 'KYC rejected',
    text: 'Please correct your details below and resubmit.',
    tone: 'border-red-200 bg-red-50 text-red-900',
  },
};

/**
 * Where the trainer's KYC stands (docs/product/kyc.md#kyc-states), with the reviewer's reason after
 * a rejection.
 */
export function KycStatusPanel({ status, reason }: { status: KycStatus; reason: string | null }) {
  const panel = PANELS[status];
  return (
    <section aria-labelledby="kyc-status" className={`rounded-2xl border p-4 sm:p-5 ${panel.tone}`}>
      <h2 id="kyc-status" className="text-lg font-semibold">
        {panel.title}
      </h2>
      <p className="mt-1 text-sm">{panel.text}</p>
      {status === 'rejected' && reason && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">Reason: </span>
          {reason}
        </p>
      )}
    </section>
  );
}
