import AuthPage from '../../features/auth/pages/auth-page';

export default function AuthRoute() {
  return <AuthPage />;
}
