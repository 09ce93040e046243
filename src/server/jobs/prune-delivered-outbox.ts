import { pruneDeliveredEvents } from '#server/outbox/outbox.repository.ts';
import type { Job } from './job-runner';

/** How long a delivered side effect stays, for questions such as "was this mail sent?". */
export const OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** Rows one run deletes at most, so a run after a long pause stays a short transaction. */
const PRUNED_PER_RUN = 10_000;

/** Delivered outbox events older than the retention period go; the rest stay. */
export const pruneDeliveredOutbox: Job = {
  name: 'prune-delivered-outbox',
  intervalMs: 60 * 60_000,
  run: (db, now) =>
    pruneDeliveredEvents(db, new Date(now.getTime() - OUTBOX_RETENTION_MS), PRUNED_PER_RUN),
};
