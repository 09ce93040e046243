import type { MailMessage } from '#server/integrations/mail/mailer.ts';

export const CODE_MINUTES = 10;

/** What each e-mail code says it is for: a reset code must never read as a sign-in code. */
export function codeMail(to: string, otp: string, purpose: 'sign-in' | 'reset'): MailMessage {
  if (purpose === 'sign-in') {
    return {
      to,
      subject: `${otp} is your Kasrat sign-in code`,
      text: `Your Kasrat sign-in code is ${otp}. It expires in ${CODE_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    };
  }
  return {
    to,
    subject: `${otp} is your Kasrat password reset code`,
    text: `Someone asked to reset the password of your Kasrat account. Your password reset code is ${otp}. It expires in ${CODE_MINUTES} minutes. If it was not you, ignore this e-mail: your password stays as it is.`,
  };
}

export function passwordChangedMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Your Kasrat password was changed',
    text: `The password of your Kasrat account was just changed, and every other device signed in to it was signed out. If this was you, there is nothing to do. If it was not, reset your password now at ${publicUrl}/auth/forgot-password.`,
  };
}
