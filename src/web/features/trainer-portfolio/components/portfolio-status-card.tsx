import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { useProfileData } from '../api/profile-data';
import { StatusBadge } from './status-badge';

const EXPLANATIONS = {
  pending: 'Complete and save your portfolio to send it for review.',
  pending_review: 'Our team is reviewing your latest changes.',
  approved: 'Your portfolio is live: clients can find and book you.',
  rejected: 'Please update your portfolio and save it again.',
} as const;

/**
 * The dashboard's view of the portfolio's review state
 * (docs/product/trainer-portfolio.md#portfolio-status).
 */
export function PortfolioStatusCard() {
  const { data } = useProfileData();
  if (!data) return null;
  const { trainer } = data;
  return (
    <section
      aria-label="Portfolio status"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Portfolio</h2>
          <StatusBadge status={trainer.portfolioStatus} />
        </div>
        <div className="flex flex-wrap gap-2">
          {trainer.published && (
            <Link to={paths.trainer(trainer.id)} className={buttonClass('secondary', 'sm')}>
              View public profile
            </Link>
          )}
          <Link to={paths.updatePortfolio} className={buttonClass('primary', 'sm')}>
            Update Portfolio
          </Link>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">{EXPLANATIONS[trainer.portfolioStatus]}</p>
      {trainer.portfolioStatus === 'rejected' && trainer.rejectionReason && (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="font-semibold">Reason:</span> {trainer.rejectionReason}
        </p>
      )}
      {trainer.published && trainer.portfolioStatus !== 'approved' && (
        <p className="mt-2 text-sm text-slate-600">
          Clients still see your last approved version until then.
        </p>
      )}
    </section>
  );
}
