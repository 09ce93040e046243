import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { type Job, runJobOnce, startJobs } from './job-runner';

const NOW = new Date('2026-03-02T04:30:00.000Z');
const INTERVAL_MS = 1_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

/** A job whose runs last until the test lets them end. */
function slowJob() {
  const finishers: Array<() => void> = [];
  const job: Job = {
    name: 'slow-test-job',
    intervalMs: INTERVAL_MS,
    run: () => new Promise<void>((resolve) => finishers.push(resolve)),
  };
  return { job, started: () => finishers.length, finish: () => finishers.shift()?.() };
}

/** Waits on the real clock (only intervals are faked) until `condition` holds. */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 5_000) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the job runner', () => {
  it('skips a tick while the previous run of the job is still going', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const slow = slowJob();
    const outcomes: string[] = [];
    const stop = startJobs(ctx.database.db, [slow.job], () => NOW, {
      ran: (_job, outcome) => outcomes.push(outcome),
      failed: (_job, error) => outcomes.push(`failed: ${String(error)}`),
    });
    try {
      vi.advanceTimersByTime(INTERVAL_MS);
      await until(() => slow.started() === 1);
      vi.advanceTimersByTime(INTERVAL_MS);
      vi.advanceTimersByTime(INTERVAL_MS);
      expect(outcomes).toEqual(['skipped', 'skipped']);

      slow.finish();
      await until(() => outcomes.length === 3);
      expect(outcomes[2]).toBe('ran');
      vi.advanceTimersByTime(INTERVAL_MS);
      await until(() => slow.started() === 1);
      slow.finish();
      await until(() => outcomes.length === 4);
      expect(outcomes).toEqual(['skipped', 'skipped', 'ran', 'ran']);
    } finally {
      stop();
      slow.finish();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips the run in another process while one holds the job',
    async () => {
      const other = await openDatabase({ kind: 'postgres', url: ctx.databaseUrl! });
      const slow = slowJob();
      try {
        const first = runJobOnce(ctx.database.db, slow.job, NOW);
        await until(() => slow.started() === 1);
        expect(await runJobOnce(other.db, slow.job, NOW)).toBe(false);
        slow.finish();
        expect(await first).toBe(true);
        const again = runJobOnce(other.db, slow.job, NOW);
        await until(() => slow.started() === 1);
        slow.finish();
        expect(await again).toBe(true);
      } finally {
        slow.finish();
        await other.close();
      }
    },
  );
});
