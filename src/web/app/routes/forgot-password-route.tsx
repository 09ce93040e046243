import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { useSessionHandler } from '#web/features/auth/hooks/use-session-handler.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { usePageTitle } from '#web/lib/seo.ts';

export default function ForgotPasswordRoute() {
  usePageTitle('Reset your password');
  const { user } = useUser();
  const { sessionHandler, returnTo, afterSignIn } = useSessionHandler();
  const { search, state } = useLocation();

  if (user) return <Navigate to={returnTo} replace state={afterSignIn} />;

  return (
    <AuthLayout
      title="Reset your password"
      intro="It happens. We’ll get you back into your account."
    >
      <div className="mt-6">
        <ForgotPasswordForm onSession={sessionHandler('login', 'password_reset')} />
      </div>
      <p className="mt-6 text-sm text-slate-600">
        Remembered it?{' '}
        <Link
          to={`${paths.auth}${search}`}
          state={state}
          className="rounded font-semibold text-brand-700 hover:underline"
        >
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
