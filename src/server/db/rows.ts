import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './executor';

type Rows = unknown[] | { rows: unknown[] };
const rowsOf = <T>(result: Rows) => (Array.isArray(result) ? result : result.rows) as T[];

/** The rows of a raw statement: node-postgres wraps them in a result, PGlite does too, differently. */
export async function executeRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>((await db.execute(query)) as Rows);
}

const dialect = new PgDialect();

/**
 * The rows of a statement PostgreSQL keeps prepared on each connection, named by its text: it
 * is parsed once per connection, and after five runs planned once
 * (docs/decisions/0051-search-at-the-cost-of-an-index-read.md). PGlite's driver runs it
 * unnamed, as it runs every statement.
 */
export async function executePreparedRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const { sql, params } = dialect.sqlToQuery(query);
  const name = `k${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
  const prepared = db._.session.prepareQuery({ sql, params }, undefined, name, false);
  return rowsOf<T>((await prepared.execute()) as Rows);
}
