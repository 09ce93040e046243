import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './executor';

type Rows = unknown[] | { rows: unknown[] };
const rowsOf = <T>(result: Rows) => (Array.isArray(result) ? result : result.rows) as T[];

/** The rows of a raw statement: node-postgres wraps them in a result, PGlite does too, differently. */
export async function executeRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>((await db.execute(query)) as Rows);
}

const dialect = new PgDialect();

/** A statement built once, with placeholders for its values, under a name of its own. */
export interface PreparedStatement {
  query: Query;
  name: string;
}

/**
 * A statement PostgreSQL keeps prepared on each connection, named by its text: it is parsed
 * once per connection, and after five runs planned once
 * (docs/decisions/0051-search-at-the-cost-of-an-index-read.md). PGlite's driver runs it
 * unnamed, as it runs every statement.
 */
export function prepareStatement(statement: SQL): PreparedStatement {
  const query = dialect.sqlToQuery(statement);
  return {
    query,
    name: `k${createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}`,
  };
}

/** The rows of a prepared statement for these values of its placeholders. */
export async function executePrepared<T>(
  db: Executor,
  statement: PreparedStatement,
  values: Record<string, unknown>,
): Promise<T[]> {
  const prepared = db._.session.prepareQuery(statement.query, undefined, statement.name, false);
  return rowsOf<T>((await prepared.execute(values)) as Rows);
}
