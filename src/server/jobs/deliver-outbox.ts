import type { OutboxDelivery } from '#server/outbox/outbox-delivery.ts';
import type { Job } from './job-runner';

/**
 * The periodic tick behind the delivery each request starts: retries whose time has come, and
 * events whose process stopped before delivering them. Every 5 s, the shortest backoff.
 */
export function deliverOutbox(delivery: OutboxDelivery): Job {
  return {
    name: 'deliver-outbox',
    intervalMs: 5_000,
    claimsOwnRows: true,
    run: () => delivery.drain(),
  };
}
