import { useCallback } from 'react';
import { safeReturnTo } from '#web/config/paths.ts';
import { type AnalyticsEvent, track } from '#web/lib/analytics.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useLocation, useNavigate, useSearchParams } from '#web/lib/router/router.tsx';

/**
 * Where a sign-in leads: the page that sent the visitor (`returnTo`, same-origin only) with
 * its router state, such as a trainer profile's openBooking, so their action goes on.
 */
export function useSessionHandler() {
  const { signIn } = useUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const afterSignIn = (useLocation().state as { afterSignIn?: unknown } | null)?.afterSignIn;

  const sessionHandler = useCallback(
    (event: AnalyticsEvent, method: string) => async (token: string) => {
      await signIn(token);
      track(event, { method });
      navigate(returnTo, { replace: true, state: afterSignIn });
    },
    [signIn, navigate, returnTo, afterSignIn],
  );
  return { sessionHandler, returnTo, afterSignIn };
}
