import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from '#server/http-error.ts';
import { MESSAGES } from '#shared/messages.ts';
import { type CounterStore, consumeAll, counter } from './counters';

export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MINUTES = 15;
/** Failures from one address across every e-mail: a guesser spraying many accounts. */
export const ADDRESS_MAX_FAILURES = 100;
export const ADDRESS_WINDOW_MINUTES = 60;

/**
 * Five failed sign-ins for one e-mail from one client address within 15 minutes lock that pair
 * until the window ends; a hundred failures from one address within an hour lock the address.
 * Keyed by e-mail and address, so a stranger failing on purpose cannot lock the owner out
 * from the owner's own address
 * (docs/decisions/0011-sessions-and-throttles-without-private-caches.md).
 */
export function createSignInThrottle(store: CounterStore) {
  const byEmailAndAddress = counter(
    store,
    'sign-in',
    SIGN_IN_MAX_FAILURES,
    SIGN_IN_WINDOW_MINUTES * 60,
  );
  const byAddress = counter(
    store,
    'sign-in-address',
    ADDRESS_MAX_FAILURES,
    ADDRESS_WINDOW_MINUTES * 60,
  );
  const pair = (email: string, address: string) => `${email} ${address}`;
  const giveBack = (limiter: RateLimiterAbstract, key: string) => limiter.reward(key, 1);

  return {
    /**
     * Counts the attempt before it is made, so guesses sent in parallel cannot all pass under
     * the limit; 429 with the minutes to wait once a limit is spent.
     */
    async attempt(email: string, address: string) {
      const waitMs = await consumeAll([
        [byEmailAndAddress, pair(email, address)],
        [byAddress, address],
      ]);
      if (waitMs > 0) {
        throw new HttpError(
          429,
          MESSAGES.tooManySignInAttempts(Math.max(1, Math.ceil(waitMs / 60_000))),
        );
      }
    },
    /** A success clears the pair's failures and was no failure of the address's. */
    async succeeded(email: string, address: string) {
      await Promise.all([
        byEmailAndAddress.delete(pair(email, address)),
        giveBack(byAddress, address),
      ]);
    },
    /** Neither right nor wrong (our own error): the attempt is not held against anyone. */
    async undecided(email: string, address: string) {
      await Promise.all([
        giveBack(byEmailAndAddress, pair(email, address)),
        giveBack(byAddress, address),
      ]);
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
