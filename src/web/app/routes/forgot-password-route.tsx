import ForgotPasswordPage from '#web/features/auth/pages/forgot-password-page.tsx';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
