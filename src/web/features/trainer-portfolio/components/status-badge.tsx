import { PORTFOLIO_STATUS_TEXT, type PortfolioStatus } from '#shared/portfolio-status.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';

const STATUS_STYLES: Record<PortfolioStatus, string> = {
  pending: 'bg-slate-100 text-slate-800',
  pending_review: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: PortfolioStatus }) {
  const labels = useText(PORTFOLIO_STATUS_TEXT);
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      {labels[status]}
    </span>
  );
}
