import type { TrainerProfile } from '#shared/discovery-types.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { PORTFOLIO_STATUS_TEXT } from '#shared/portfolio-status.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { InfoIcon } from '#web/components/ui/detail-icons.tsx';
import { paths } from '#web/config/paths.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { trainerProfileText } from '../trainer-profile.text';

/** Only the trainer themselves gets an unpublished profile from the API, so only they see this. */
export function PortfolioStatusBanner({ trainer }: { trainer: TrainerProfile }) {
  const text = useText(trainerProfileText).status;
  const messages = useText(MESSAGES_TEXT);
  const labels = useText(PORTFOLIO_STATUS_TEXT);
  const status = trainer.portfolioStatus;
  if (trainer.published || !status || status === 'approved') return null;
  const explanation = {
    pending: messages.profileNotPublicPending,
    pending_review: messages.profileNotPublicUnderReview,
    rejected: messages.profileNotPublicRejected,
  }[status];
  return (
    <div className="border-b border-amber-300 bg-amber-50">
      <div
        role="status"
        className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6 lg:px-8"
      >
        <InfoIcon className="hidden size-6 shrink-0 text-amber-800 sm:block" />
        <div className="flex-1 text-amber-950">
          <p className="font-semibold">
            {messages.profileNotPublic}{' '}
            <span className="ml-1 inline-block rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold tracking-wide uppercase">
              {labels[status]}
            </span>
          </p>
          <p className="mt-1 text-sm">{explanation}</p>
        </div>
        <Link to={paths.updatePortfolio} className={buttonClass('secondary', 'sm', 'shrink-0')}>
          {text.updatePortfolio}
        </Link>
      </div>
    </div>
  );
}
