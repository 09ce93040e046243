import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { usePageTitle } from '#web/lib/seo.ts';

export default function NotFoundRoute() {
  usePageTitle('Page Not Found');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-700">
        We couldn’t find the page you were looking for. It may have moved, or it isn’t available
        yet.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.trainers} className={buttonClass('primary', 'md')}>
          Browse Trainers
        </Link>
        <Link to={paths.home} className={buttonClass('secondary', 'md')}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}
