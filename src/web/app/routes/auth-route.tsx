import * as Tabs from '@radix-ui/react-tabs';
import { authText } from '#web/features/auth/auth.text.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { EmailCodeForm } from '#web/features/auth/components/email-code-form.tsx';
import { SignInForm } from '#web/features/auth/components/sign-in-form.tsx';
import { SignUpForm } from '#web/features/auth/components/sign-up-form.tsx';
import { useSessionHandler } from '#web/features/auth/hooks/use-session-handler.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Navigate } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';

const TABS = [
  { value: 'sign-in', label: 'tabSignIn' },
  { value: 'sign-up', label: 'tabSignUp' },
  { value: 'email-code', label: 'tabEmailCode' },
] as const;

const triggerClass =
  'min-h-11 flex-1 rounded-lg px-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

export default function AuthRoute() {
  const text = useText(authText);
  usePageTitle(text.title);
  const { user } = useUser();
  const { sessionHandler, returnTo, afterSignIn } = useSessionHandler();

  if (user) return <Navigate to={returnTo} replace state={afterSignIn} />;

  return (
    <AuthLayout title={text.welcome} intro={text.intro}>
      <Tabs.Root defaultValue="sign-in" className="mt-6">
        <Tabs.List aria-label={text.tabsLabel} className="flex gap-1 rounded-xl bg-slate-100 p-1">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
              {text[tab.label]}
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
    </AuthLayout>
  );
}
