import * as Tabs from '@radix-ui/react-tabs';
import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeReturnTo } from '#web/config/paths.ts';
import { type AnalyticsEvent, track } from '#web/lib/analytics.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { usePageTitle } from '#web/lib/seo.ts';
import { AuthAside } from '../components/auth-aside';
import { EmailCodeForm } from '../components/email-code-form';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

const TABS = [
  { value: 'sign-in', label: 'Sign In' },
  { value: 'sign-up', label: 'Sign Up' },
  { value: 'email-code', label: 'Email Code' },
] as const;

const triggerClass =
  'min-h-11 flex-1 rounded-lg px-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

export default function AuthPage() {
  usePageTitle('Sign In');
  const { user, signIn } = useUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  // Router state for the page returned to, such as a trainer profile's openBooking, so the
  // visitor's action goes on where it stopped.
  const afterSignIn = (useLocation().state as { afterSignIn?: unknown } | null)?.afterSignIn;

  const sessionHandler = useCallback(
    (event: AnalyticsEvent, method: string) => async (token: string) => {
      await signIn(token);
      track(event, { method });
      navigate(returnTo, { replace: true, state: afterSignIn });
    },
    [signIn, navigate, returnTo, afterSignIn],
  );

  if (user) return <Navigate to={returnTo} replace state={afterSignIn} />;

  return (
    <div className="mx-auto max-w-6xl px-0 sm:px-6 sm:py-10 lg:px-8">
      <div className="grid overflow-hidden bg-white shadow-sm sm:rounded-2xl sm:border sm:border-slate-200 lg:grid-cols-2">
        <div className="px-4 py-8 sm:px-10 sm:py-12">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Welcome to Kasrat</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in or create an account to continue.</p>
          <Tabs.Root defaultValue="sign-in" className="mt-6">
            <Tabs.List
              aria-label="How to sign in"
              className="flex gap-1 rounded-xl bg-slate-100 p-1"
            >
              {TABS.map((tab) => (
                <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
                  {tab.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="sign-in" className="pt-6">
              <SignInForm onSession={sessionHandler('login', 'password')} />
            </Tabs.Content>
            <Tabs.Content value="sign-up" className="pt-6">
              <SignUpForm onSession={sessionHandler('sign_up', 'password')} />
            </Tabs.Content>
            <Tabs.Content value="email-code" className="pt-6">
              <EmailCodeForm onSession={sessionHandler('login', 'email_code')} />
            </Tabs.Content>
          </Tabs.Root>
        </div>
        {/* After the form in reading order so a phone shows the form first; left on desktop. */}
        <div className="lg:order-first">
          <AuthAside />
        </div>
      </div>
    </div>
  );
}
