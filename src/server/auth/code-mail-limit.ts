import { HttpError } from '#server/http-error.ts';
import { MESSAGES } from '#shared/messages.ts';
import { type CounterStore, consumeAll, counter } from './counters';

/**
 * How many e-mail codes (sign-in or password reset) may be sent
 * (docs/decisions/0027-account-endpoints-codes-and-passwords.md).
 */
export const CODE_MAIL_LIMITS = {
  perEmailPerMinute: 1,
  perEmailPerHour: 5,
  perEmailPerDay: 10,
  perAddressPerHour: 20,
} as const;

/**
 * Counts every code mailed to one inbox, whatever it is for, and every code asked for from one
 * client address: each code is three guesses at that inbox's account, and each mail lands in
 * someone's inbox. 429 with the time to wait once a limit is spent.
 */
export function createCodeMailLimit(store: CounterStore) {
  const limits = CODE_MAIL_LIMITS;
  const perEmailMinute = counter(store, 'code-mail-minute', limits.perEmailPerMinute, 60);
  const perEmailHour = counter(store, 'code-mail-hour', limits.perEmailPerHour, 3600);
  const perEmailDay = counter(store, 'code-mail-day', limits.perEmailPerDay, 86_400);
  const perAddress = counter(store, 'code-mail-address', limits.perAddressPerHour, 3600);
  const refuse = (waitMs: number) =>
    new HttpError(429, MESSAGES.tooManyCodeRequests(Math.max(1, Math.ceil(waitMs / 1000))));

  return {
    async take(email: string, address: string) {
      // The minute's limit first and alone: a second click on "Resend" within the minute is
      // refused without costing one of the hour's codes.
      const soon = await consumeAll([[perEmailMinute, email]]);
      if (soon > 0) throw refuse(soon);
      const later = await consumeAll([
        [perEmailHour, email],
        [perEmailDay, email],
        [perAddress, address],
      ]);
      if (later > 0) throw refuse(later);
    },
  };
}
export type CodeMailLimit = ReturnType<typeof createCodeMailLimit>;
