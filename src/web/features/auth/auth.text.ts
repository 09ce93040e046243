import { catalogue } from '#shared/catalogue.ts';

/** The sign-in screens: sign in, sign up, a code by mail, a forgotten password. */
export const authText = catalogue('auth', {
  title: 'Sign In',
  welcome: 'Welcome to Kasrat',
  intro: 'Sign in or create an account to continue.',
  tabsLabel: 'How to sign in',
  tabSignIn: 'Sign In',
  tabSignUp: 'Sign Up',
  tabEmailCode: 'Email Code',

  email: 'Email',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  signIn: 'Sign In',
  signingIn: 'Signing in...',

  firstName: 'First name',
  lastName: 'Last name',
  passwordHint: 'At least 8 characters.',
  agreementsLegend: 'Age and privacy',
  /** "I agree to the [privacy notice]": the words around the link. */
  noticeBefore: 'I agree to the ',
  noticeLink: 'privacy notice',
  noticeAfter: '',
  optional: (label: string) => `${label} (optional)`,
  createAccount: 'Create Account',
  creatingAccount: 'Creating account...',

  codeIntro: 'We’ll email you a 6-digit code. No password needed.',
  sendCode: 'Send code',
  sending: 'Sending...',
  code: '6-digit code',
  useDifferentEmail: 'Use a different email',
  resendCode: 'Resend code',

  resetTitle: 'Reset your password',
  resetIntro: 'It happens. We’ll get you back into your account.',
  resetEmailIntro:
    'Enter the email you signed up with. We’ll email you a 6-digit code to set a new password.',
  sendResetCode: 'Send reset code',
  saving: 'Saving...',
  setNewPassword: 'Set new password',
  remembered: 'Remembered it?',
  backToSignIn: 'Back to sign in',

  asideHeading: 'Your fitness journey starts here',
  asideText:
    'Sign in to book certified trainers near you or online, and keep all your sessions in one place.',
  sellingPoints: [
    {
      title: 'Professional certified trainers',
      text: 'Every trainer is reviewed before their profile goes live.',
    },
    {
      title: 'Flexible scheduling',
      text: 'Book hourly slots from 6 AM to 9 PM, in person or online.',
    },
    { title: 'Secure payments', text: 'Pay by UPI, card, net banking or wallet, in rupees.' },
  ],
});
