import type { Portfolio } from '#shared/portfolio.ts';
import { portfolioCompletion } from '#shared/portfolio-completion.ts';
import type { PortfolioStatus } from '#shared/portfolio-status.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { paths } from '#web/config/paths.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { portfolioHeaderText } from './editor-header.text';
import { StatusBadge } from './status-badge';

interface EditorHeaderProps {
  portfolio: Portfolio;
  status: PortfolioStatus;
  rejectionReason: string | null;
  saving: boolean;
  onSave: () => void;
  previewOpen: boolean;
  onTogglePreview: () => void;
}

export function EditorHeader({
  portfolio,
  status,
  rejectionReason,
  saving,
  onSave,
  previewOpen,
  onTogglePreview,
}: EditorHeaderProps) {
  const locale = useLocale();
  const text = useText(portfolioHeaderText);
  const { percent, nextSteps } = portfolioCompletion(portfolio, locale);
  return (
    <header className="space-y-4">
      <Link to={paths.home} className={buttonClass('ghost', 'sm', '-ml-3')}>
        {text.back}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.heading}</h1>
          <StatusBadge status={status} />
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onTogglePreview}
            className={buttonClass('secondary', 'md')}
          >
            {previewOpen ? text.hidePreview : text.showPreview}
          </button>
          <button
            type="button"
            onClick={onSave}
            disabled={saving}
            className={buttonClass('primary', 'md')}
          >
            {saving ? text.saving : text.save}
          </button>
        </div>
      </div>
      {status === 'rejected' && rejectionReason && (
        <p
          role="status"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-900"
        >
          <span className="font-semibold">{text.changesRequested}</span> {rejectionReason}
        </p>
      )}
      {status === 'pending_review' && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          {text.underReview}
        </p>
      )}
      <div>
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-slate-800">{text.completion}</span>
          <span className="font-semibold text-slate-900">{percent}%</span>
        </div>
        <div className="mt-1.5">
          <ProgressBar label={text.completion} percent={percent} />
        </div>
        {nextSteps.length > 0 && (
          <div className="mt-2 text-sm text-slate-700">
            <p className="font-medium">{text.nextSteps}</p>
            <ul className="list-inside list-disc">
              {nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </header>
  );
}
