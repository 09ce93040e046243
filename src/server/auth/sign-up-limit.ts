import { HttpError } from '#server/http-error.ts';
import { MESSAGES } from '#shared/messages.ts';
import { type CounterStore, consumeAll, counter } from './counters';

/**
 * Sign-ups from one client address per hour (SIGN_UPS_PER_ADDRESS_PER_HOUR): every attempt
 * that reaches better-auth counts, a taken e-mail included, so the form cannot be used to
 * mass-create accounts or to test which e-mails have one.
 */
export function createSignUpLimit(store: CounterStore, perHour: number) {
  const perAddress = counter(store, 'sign-up-address', perHour, 3600);
  return {
    async take(address: string) {
      const waitMs = await consumeAll([[perAddress, address]]);
      if (waitMs > 0) {
        throw new HttpError(429, MESSAGES.tooManySignUps(Math.max(1, Math.ceil(waitMs / 60_000))));
      }
    },
  };
}
export type SignUpLimit = ReturnType<typeof createSignUpLimit>;
