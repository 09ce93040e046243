import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The app's Prometheus registry (one per app, so tests that build several apps in a process
 * never collide) and the counters the background work reports into. The HTTP figures are the
 * metrics plugin's own.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    /** Outbox side effects (mails, booking confirmations) by kind and outcome. */
    sideEffects: new Counter({
      name: 'kasrat_side_effects_total',
      help: 'Outbox side effects handled, by kind (mail, booking-confirmed) and outcome',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    /** Background job runs by name and outcome (ran, skipped while another process held it, failed). */
    jobRuns: new Counter({
      name: 'kasrat_job_runs_total',
      help: 'Background job runs, by job and outcome',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    }),
    /** Booking holds created by clients and expired unpaid by the hold-expiry job. */
    holds: new Counter({
      name: 'kasrat_booking_holds_total',
      help: 'Booking holds, by outcome (created, expired)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    /** Payments confirmed (first confirmation of an order) or failed at the provider. */
    payments: new Counter({
      name: 'kasrat_payments_total',
      help: 'Payments, by outcome (confirmed, failed)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    /** Every statement sent to the database, timed from send to answer. */
    databaseQueries: new Histogram({
      name: 'kasrat_db_query_duration_seconds',
      help: 'Database statements and their duration',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers: [registry],
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
