import type { SQL } from 'drizzle-orm';
import type { Executor } from './executor';

/** The rows of a raw statement: node-postgres wraps them in a result, PGlite does too, differently. */
export async function executeRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
