import { buttonClass } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { notFoundText } from './not-found.text';

export default function NotFoundRoute() {
  const text = useText(notFoundText);
  usePageTitle(text.title);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">{text.heading}</h1>
      <p className="mt-4 text-slate-700">{text.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.trainers} className={buttonClass('primary', 'md')}>
          {text.browseTrainers}
        </Link>
        <Link to={paths.home} className={buttonClass('secondary', 'md')}>
          {text.goHome}
        </Link>
      </div>
    </div>
  );
}
