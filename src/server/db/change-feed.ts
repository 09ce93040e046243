import { sql } from 'drizzle-orm';
import { catchUp } from './catch-up';
import type { Database } from './client';
import { executeRows } from './rows';

/** What a copy kept in memory does with the feed. */
export interface ChangeSubscriber {
  /** Reload everything: the first time, and when notes may have been pruned unread. */
  reset(): Promise<void> | void;
  /** These keys changed (some may have been seen before): reload them. */
  apply(keys: string[]): Promise<void> | void;
}

/**
 * A transaction id below which every transaction has finished, as text (xid8). A transaction
 * that commits after a snapshot was taken has an id at or above that snapshot's xmin.
 */
const HORIZON = sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`;

/**
 * Change notes are pruned after a day (jobs/prune-change-notes); a process that has not looked
 * for an hour resets its copies rather than trust that its notes are all still there.
 */
const MAX_GAP_MS = 60 * 60_000;

/**
 * Keeps in-memory copies of database rows in step with every process's writes. Triggers note
 * each change in `change_note` (topic, key) with the writing transaction's id. `upToDate()`
 * reads, in one statement, the notes of the transactions at or after the horizon it last saw,
 * and hands each topic's keys to its subscriber: after it resolves, every change committed
 * before the call is in the copies. Calls made while a look is under way share the next one,
 * so under load one statement serves a batch of requests (decision 0007).
 */
export function createChangeFeed(
  db: Database,
  monotonicMs: () => number = () => performance.now(),
) {
  const subscribers = new Map<string, ChangeSubscriber>();
  let horizon: string | null = null;
  let lastLookMs = 0;

  async function look() {
    const startedMs = monotonicMs();
    if (horizon === null || startedMs - lastLookMs > MAX_GAP_MS) {
      // The horizon first: whatever commits while the copies reload is read again next time.
      const [row] = await executeRows<{ horizon: string }>(db, sql`select ${HORIZON} as horizon`);
      await Promise.all([...subscribers.values()].map((subscriber) => subscriber.reset()));
      horizon = row!.horizon;
    } else {
      const [row] = await executeRows<{ horizon: string; notes: [string, string][] | null }>(
        db,
        sql`select ${HORIZON} as horizon, (select json_agg(distinct jsonb_build_array(topic, key)) from change_note where xid >= ${horizon}::xid8) as notes`,
      );
      const byTopic = new Map<string, string[]>();
      for (const [topic, key] of row!.notes ?? []) {
        const keys = byTopic.get(topic);
        if (keys) keys.push(key);
        else byTopic.set(topic, [key]);
      }
      await Promise.all([...byTopic].map(([topic, keys]) => subscribers.get(topic)?.apply(keys)));
      horizon = row!.horizon;
    }
    lastLookMs = startedMs;
  }

  return {
    subscribe(topic: string, subscriber: ChangeSubscriber) {
      subscribers.set(topic, subscriber);
    },
    upToDate: catchUp(look),
  };
}
export type ChangeFeed = ReturnType<typeof createChangeFeed>;
