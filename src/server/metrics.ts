import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

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
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
