import { paths } from '#web/config/paths.ts';
import { authText } from '#web/features/auth/auth.text.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { useSessionHandler } from '#web/features/auth/hooks/use-session-handler.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link, Navigate, useLocation } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';

export default function ForgotPasswordRoute() {
  const text = useText(authText);
  usePageTitle(text.resetTitle);
  const { user } = useUser();
  const { sessionHandler, returnTo, afterSignIn } = useSessionHandler();
  const { search, state } = useLocation();

  if (user) return <Navigate to={returnTo} replace state={afterSignIn} />;

  return (
    <AuthLayout title={text.resetTitle} intro={text.resetIntro}>
      <div className="mt-6">
        <ForgotPasswordForm onSession={sessionHandler('login', 'password_reset')} />
      </div>
      <p className="mt-6 text-sm text-slate-600">
        {text.remembered}{' '}
        <Link
          to={`${paths.auth}${search}`}
          state={state}
          className="rounded font-semibold text-brand-700 hover:underline"
        >
          {text.backToSignIn}
        </Link>
      </p>
    </AuthLayout>
  );
}
