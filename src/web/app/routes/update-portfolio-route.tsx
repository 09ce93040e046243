import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { EditIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth/user-context';
import { usePageTitle } from '../../lib/seo';

/** Until the portfolio editor is built, this route says so honestly (issue "Foundation"). */
export default function UpdatePortfolioRoute() {
  usePageTitle('Update Portfolio');
  const { user } = useUser();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <EditIcon className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Update Portfolio</h1>
        {user?.isTrainer && (
          <p className="mt-3 font-medium text-brand-800">You are now registered as a trainer.</p>
        )}
        <p className="mt-3 text-slate-700">
          The portfolio editor, where you add your photos, services, prices and gym details for
          admin approval, is coming next. It will open on this page as soon as it is ready.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.profile} className={buttonClass('primary', 'md')}>
            Back to Profile
          </Link>
          <Link to={paths.home} className={buttonClass('secondary', 'md')}>
            Go to Home
          </Link>
        </div>
      </div>
    </div>
  );
}
