import type { KycStatus } from '#shared/kyc.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { kycStatusPanelText } from './kyc-status-panel.text';

type Panel = 'notSubmitted' | 'partial' | 'completed' | 'rejected';

const PANELS: Record<KycStatus, { panel: Panel; tone: string }> = {
  none: { panel: 'notSubmitted', tone: 'border-slate-200 bg-slate-50 text-slate-800' },
  pending: { panel: 'notSubmitted', tone: 'border-slate-200 bg-slate-50 text-slate-800' },
  partial: { panel: 'partial', tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  completed: { panel: 'completed', tone: 'border-green-200 bg-green-50 text-green-900' },
  rejected: { panel: 'rejected', tone: 'border-red-200 bg-red-50 text-red-900' },
};

/**
 * Where the trainer's KYC stands (docs/product/kyc.md#kyc-states), with the reviewer's reason after
 * a rejection.
 */
export function KycStatusPanel({ status, reason }: { status: KycStatus; reason: string | null }) {
  const text = useText(kycStatusPanelText);
  const { tone } = PANELS[status];
  const panel = text[PANELS[status].panel];
  return (
    <section aria-labelledby="kyc-status" className={`rounded-2xl border p-4 sm:p-5 ${tone}`}>
      <h2 id="kyc-status" className="text-lg font-semibold">
        {panel.title}
      </h2>
      <p className="mt-1 text-sm">{panel.text}</p>
      {status === 'rejected' && reason && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{text.reason}</span>
          {reason}
        </p>
      )}
    </section>
  );
}
