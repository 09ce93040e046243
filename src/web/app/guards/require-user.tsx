import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { authPath, paths } from '#web/config/paths.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { showToast } from '#web/lib/toast.tsx';

/** The guarded routes of spec 01 section 2: a visitor signs in first and then comes back. */
export function RequireUser() {
  const { user, status, error, refresh } = useUser();
  const location = useLocation();

  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (status === 'error') {
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center">
        <p role="alert" className="text-slate-800">
          {error?.message}
        </p>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-6')}
          onClick={() => void refresh()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!user) {
    return (
      <SignInFirst
        to={authPath(location.pathname + location.search)}
        notice={location.pathname === paths.payment ? MESSAGES.loginToPay : null}
      />
    );
  }
  return <Outlet />;
}

/** The payment screen says why it sends a visitor away (spec 01 section 6). */
function SignInFirst({ to, notice }: { to: string; notice: string | null }) {
  useEffect(() => {
    if (notice) void showToast('error', notice);
  }, [notice]);
  return <Navigate to={to} replace />;
}
