import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { executeRows } from '../db/rows';

export interface Job {
  name: string;
  intervalMs: number;
  /**
   * The job claims each row it works on, so runs in several processes may overlap, and it runs
   * outside a transaction: it calls outside services, which must not hold a connection (on
   * PGlite, the only one) while they answer.
   */
  claimsOwnRows?: boolean;
  run(db: Executor, now: Date): Promise<unknown>;
}

/**
 * Runs each job on its interval. A tick whose job is still running from an earlier tick in this
 * process skips, so a slow run never has a second one queued behind it. A run holds a
 * transaction-scoped advisory lock named after the job, so when several processes share one
 * database only one of them runs it at a time; the others skip that tick.
 */
export function startJobs(
  db: Database,
  jobs: readonly Job[],
  now: () => Date,
  report: {
    /** A tick ran the job, or skipped it while another process held its lock. */
    ran: (job: string, outcome: 'ran' | 'skipped') => void;
    failed: (job: string, error: unknown) => void;
  },
) {
  const running = new Set<string>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (running.has(job.name)) {
        report.ran(job.name, 'skipped');
        return;
      }
      running.add(job.name);
      runJobOnce(db, job, now())
        .then(
          (ran) => report.ran(job.name, ran ? 'ran' : 'skipped'),
          (error: unknown) => report.failed(job.name, error),
        )
        .finally(() => running.delete(job.name));
    }, job.intervalMs),
  );
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}

/** One run under the job's lock (or its row claims); false when another process holds it. */
export async function runJobOnce(db: Database, job: Job, now: Date): Promise<boolean> {
  if (job.claimsOwnRows) {
    await job.run(db, now);
    return true;
  }
  return db.transaction(async (tx) => {
    const rows = await executeRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${`kasrat:${job.name}`})) as locked`,
    );
    if (!rows[0]?.locked) return false;
    await job.run(tx, now);
    return true;
  });
}
