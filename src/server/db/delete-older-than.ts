import { inArray, lt } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './executor';

/**
 * Deletes up to `limit` rows of `table` whose `at` is before `before`, in one statement bounded
 * by the limit, so a run after a long pause stays a short one; how many it deleted.
 */
export async function deleteOlderThan(
  db: Executor,
  table: PgTable,
  columns: { id: AnyPgColumn; at: AnyPgColumn },
  before: Date,
  limit: number,
): Promise<number> {
  const due = db.select({ id: columns.id }).from(table).where(lt(columns.at, before)).limit(limit);
  const deleted = await db
    .delete(table)
    .where(inArray(columns.id, due))
    .returning({ id: columns.id });
  return deleted.length;
}
