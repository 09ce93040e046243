import { MESSAGES } from '#shared/messages.ts';
import { HttpError } from '../http-error';
import type { SignInAttemptsRepository } from './sign-in-attempts.repository';

export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MINUTES = 15;

/**
 * Five failed sign-ins for one e-mail within 15 minutes lock that e-mail until the oldest
 * failure leaves the window. Keyed by e-mail, not IP, so a guesser cannot rotate addresses.
 */
export function createSignInThrottle(attempts: SignInAttemptsRepository, now: () => Date) {
  const windowMs = SIGN_IN_WINDOW_MINUTES * 60_000;
  return {
    async assertAllowed(email: string) {
      const current = now();
      const { failures, oldest } = await attempts.recent(
        email,
        new Date(current.getTime() - windowMs),
      );
      if (failures < SIGN_IN_MAX_FAILURES || !oldest) return;
      const waitMs = oldest.getTime() + windowMs - current.getTime();
      throw new HttpError(
        429,
        MESSAGES.tooManySignInAttempts(Math.max(1, Math.ceil(waitMs / 60_000))),
      );
    },
    async recordFailure(email: string) {
      await attempts.record(email, now());
    },
    async recordSuccess(email: string) {
      await attempts.clear(email);
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
