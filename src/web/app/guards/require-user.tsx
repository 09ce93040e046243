import { useEffect } from 'react';
import { localisedMessage } from '#shared/localised-messages.ts';
import { SessionCheck } from '#web/components/session-check.tsx';
import { authPath, paths } from '#web/config/paths.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useLocale } from '#web/lib/i18n/locale-context.ts';
import { Navigate, Outlet, useLocation } from '#web/lib/router/router.tsx';
import { showToast } from '#web/lib/toast.tsx';

/**
 * The guarded routes of docs/product/accounts.md#guarded-routes: a visitor signs in first and then
 * comes back. The router hands the payment screen's notice in, in English: the words stay in the
 * first JavaScript's catalogue, and this lazily loaded guard does not split that catalogue out.
 */
export function RequireUser({ loginToPay }: { loginToPay: string }) {
  const { user, status, error, refresh } = useUser();
  const locale = useLocale();
  const location = useLocation();

  if (status === 'loading' || status === 'error') {
    return <SessionCheck status={status} error={error} onRetry={() => void refresh()} />;
  }
  if (!user) {
    return (
      <SignInFirst
        to={authPath(location.pathname + location.search)}
        notice={location.pathname === paths.payment ? localisedMessage(loginToPay, locale) : null}
      />
    );
  }
  return <Outlet />;
}

/**
 * The payment screen says why it sends a visitor away (docs/product/accounts.md#guarded-routes).
 */
function SignInFirst({ to, notice }: { to: string; notice: string | null }) {
  useEffect(() => {
    if (notice) void showToast('error', notice);
  }, [notice]);
  return <Navigate to={to} replace />;
}
