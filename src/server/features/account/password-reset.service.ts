import { authErrorOf } from '#server/auth/auth-errors.ts';
import type { Auth } from '#server/auth/better-auth.ts';
import type { CodeMailLimit } from '#server/auth/code-mail-limit.ts';
import type { SignInThrottle } from '#server/auth/sign-in-throttle.ts';

/**
 * Forgotten password: a 6-digit code mailed as a reset code, then the code with a new password.
 * better-auth does the work (its e-mail code plugin, whose own reset paths are not exposed);
 * the code mail counts against the code-mail limit and each code guessed against the sign-in
 * throttle, like the codes that sign in
 * (docs/decisions/0027-account-endpoints-codes-and-passwords.md).
 */
export function createPasswordResetService(deps: {
  auth: Auth;
  codeMails: CodeMailLimit;
  throttle: SignInThrottle;
}) {
  const { auth, codeMails, throttle } = deps;
  return {
    /** Mails a code when an account uses the e-mail; answers the same either way. */
    async sendCode(email: string, address: string): Promise<void> {
      const inbox = email.toLowerCase();
      await codeMails.take(inbox, address);
      const response = await auth.api.requestPasswordResetEmailOTP({
        body: { email: inbox },
        asResponse: true,
      });
      if (!response.ok) throw await authErrorOf(response);
    },

    /** Sets the new password and signs every session of the account out; the mail says so. */
    async reset(
      input: { email: string; otp: string; password: string },
      address: string,
    ): Promise<void> {
      const email = input.email.toLowerCase();
      await throttle.attempt(email, address);
      const response = await auth.api.resetPasswordEmailOTP({
        body: { email, otp: input.otp, password: input.password },
        asResponse: true,
      });
      if (response.ok) await throttle.succeeded(email, address);
      else if (![400, 401, 403].includes(response.status)) await throttle.undecided(email, address);
      if (!response.ok) throw await authErrorOf(response);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
