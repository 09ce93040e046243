import { conflict, notFound } from '#server/http-error.ts';
import {
  FAILED_DELIVERY_MESSAGES,
  type FailedDeliveriesData,
  type FailedDeliveriesQuery,
} from '#shared/failed-deliveries.ts';
import type { OutboxRepository } from './outbox.repository';
import { MAX_DELIVERY_ATTEMPTS } from './outbox-delivery';
import type { SideEffect } from './side-effect';

/** One line saying who or what a side effect was for; never a mail's body. */
export function sideEffectSummary(effect: SideEffect): string {
  switch (effect.kind) {
    case 'mail':
      return `To ${effect.message.to}: ${effect.message.subject}`;
    case 'booking-confirmed':
      return `Booking ${effect.bookingId}: meeting link and mails`;
    case 'route-account':
      return `Trainer ${effect.trainerId}: Route linked account`;
    case 'route-transfer':
      return `Route transfer ${effect.transferId}`;
    case 'route-reversal':
      return `Route transfer ${effect.transferId} reversed for refund ${effect.refundId}`;
    default:
      return (effect as { kind: string }).kind;
  }
}

/** The admin's view of side effects that gave up, and sending one again. */
export function createFailedDeliveriesService(repository: OutboxRepository, now: () => Date) {
  return {
    async list(query: FailedDeliveriesQuery): Promise<FailedDeliveriesData> {
      const { events, totalCount } = await repository.givenUp(
        MAX_DELIVERY_ATTEMPTS,
        (query.page - 1) * query.limit,
        query.limit,
      );
      return {
        deliveries: events.map((event) => ({
          id: event.id,
          kind: event.kind,
          summary: sideEffectSummary(event.effect),
          attempts: event.attempts,
          lastError: event.lastError,
          createdAt: event.createdAt.toISOString(),
        })),
        totalCount,
      };
    },

    /** Back to the outbox with a full set of attempts; the request's answer starts delivery. */
    async retry(id: string): Promise<void> {
      if (await repository.retryGivenUp(id, MAX_DELIVERY_ATTEMPTS, now())) return;
      if (!(await repository.exists(id))) throw notFound(FAILED_DELIVERY_MESSAGES.notFound);
      throw conflict(FAILED_DELIVERY_MESSAGES.retryGivenUpOnly);
    },
  };
}
export type FailedDeliveriesService = ReturnType<typeof createFailedDeliveriesService>;
