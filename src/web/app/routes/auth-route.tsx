import AuthPage from '#web/features/auth/pages/auth-page.tsx';

export default function AuthRoute() {
  return <AuthPage />;
}
