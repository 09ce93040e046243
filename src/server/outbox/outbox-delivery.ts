import type { OutboxRepository } from './outbox.repository';
import type { SideEffect, SideEffectHandlers } from './side-effect';

/** Longer than any delivery may take (the adapters' own timeouts end theirs well before). */
export const DELIVERY_LEASE_MS = 5 * 60_000;
export const MAX_DELIVERY_ATTEMPTS = 20;
const LEASE_LOST = 'side effect outlived its lease; the deliverer that claimed it since decides';

/**
 * Exponential backoff: 5 s after the first failure, then doubling, at most an hour apart.
 * Worked example: failures 1 to 10 wait 5 s, 10 s, 20 s … 2,560 s (about 1.4 h in all), the
 * next nine an hour each, so the twentieth and last attempt comes about ten hours after the first.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** (attempts - 1), 60 * 60_000);
}

interface DeliveryLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Delivers due side effects one at a time until none is left. `drain` is shared: a call while a
 * drain runs makes that drain look once more instead of starting a second one in this process.
 */
export function createOutboxDelivery(deps: {
  repository: OutboxRepository;
  /** Read at each delivery: the areas fill it in as they register, after the delivery is made. */
  handlers: Partial<SideEffectHandlers>;
  now: () => Date;
  log: DeliveryLog;
  /** Told of each side effect handled, for the metrics. */
  onOutcome?: (kind: SideEffect['kind'], outcome: 'delivered' | 'failed') => void;
}) {
  const { repository, now, log } = deps;
  let draining: Promise<void> | null = null;
  let lookAgain = false;
  let stopped = false;

  async function deliverNext(): Promise<boolean> {
    const event = await repository.claimNext(now(), DELIVERY_LEASE_MS, MAX_DELIVERY_ATTEMPTS);
    if (!event) return false;
    const handle = deps.handlers[event.effect.kind] as
      | ((effect: SideEffect) => Promise<readonly SideEffect[]>)
      | undefined;
    let followUps: readonly SideEffect[];
    try {
      if (!handle) throw new Error(`no area delivers "${event.effect.kind}" side effects`);
      followUps = await handle(event.effect);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now().getTime() + retryDelayMs(event.attempts));
      const details = {
        err: error,
        eventId: event.id,
        kind: event.effect.kind,
        attempts: event.attempts,
      };
      if (!(await repository.markFailed(event, reason, retryAt))) {
        log.warn(details, LEASE_LOST);
        return true;
      }
      deps.onOutcome?.(event.effect.kind, 'failed');
      if (event.attempts >= MAX_DELIVERY_ATTEMPTS) log.error(details, 'side effect abandoned');
      else log.warn({ ...details, retryAt }, 'side effect failed, will retry');
      return true;
    }
    if (!(await repository.markDelivered(event, now(), followUps))) {
      log.warn(
        { eventId: event.id, kind: event.effect.kind, attempts: event.attempts },
        LEASE_LOST,
      );
      return true;
    }
    deps.onOutcome?.(event.effect.kind, 'delivered');
    return true;
  }

  async function drainAll() {
    do {
      lookAgain = false;
      while (!stopped && (await deliverNext()));
    } while (lookAgain && !stopped);
  }

  function drain(): Promise<void> {
    if (draining) {
      lookAgain = true;
      return draining;
    }
    draining = drainAll().finally(() => {
      draining = null;
    });
    return draining;
  }

  return {
    drain,
    /** After a change commits: deliver now, without the caller waiting or hearing of failures. */
    deliverSoon() {
      if (stopped) return;
      drain().catch((error) => log.error({ err: error }, 'outbox delivery failed'));
    },
    /** On shutdown: no new drains; the one under way finishes its current event. */
    async stop() {
      stopped = true;
      await draining?.catch(() => {});
    },
  };
}
export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
