import { buttonClass } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { useProfileData } from '../api/profile-data';
import { portfolioStatusCardText } from './portfolio-status-card.text';
import { StatusBadge } from './status-badge';

/**
 * The dashboard's view of the portfolio's review state
 * (docs/product/trainer-portfolio.md#portfolio-status).
 */
export function PortfolioStatusCard() {
  const text = useText(portfolioStatusCardText);
  const { data } = useProfileData();
  if (!data) return null;
  const { trainer } = data;
  return (
    <section
      aria-label={text.region}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{text.heading}</h2>
          <StatusBadge status={trainer.portfolioStatus} />
        </div>
        <div className="flex flex-wrap gap-2">
          {trainer.published && (
            <Link to={paths.trainer(trainer.id)} className={buttonClass('secondary', 'sm')}>
              {text.viewPublicProfile}
            </Link>
          )}
          <Link to={paths.updatePortfolio} className={buttonClass('primary', 'sm')}>
            {text.update}
          </Link>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">{text.explanations[trainer.portfolioStatus]}</p>
      {trainer.portfolioStatus === 'rejected' && trainer.rejectionReason && (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="font-semibold">{text.reason}</span> {trainer.rejectionReason}
        </p>
      )}
      {trainer.published && trainer.portfolioStatus !== 'approved' && (
        <p className="mt-2 text-sm text-slate-600">{text.lastApprovedShows}</p>
      )}
    </section>
  );
}
