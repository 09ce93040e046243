import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/rows.ts';

/**
 * A fingerprint of every table (its row count and a sum of its rows' hashes), read in one
 * statement, to show that a refused request wrote nothing: not a row added, removed or changed.
 */
export async function createTableFingerprints(db: Database, ignored: readonly string[]) {
  const tables = await executeRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = tables.map((table) => table.name).filter((name) => !ignored.includes(name));
  const statement = sql.raw(
    names
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as print from "${name}" t`,
      )
      .join(' union all '),
  );
  return {
    tables: names,
    async read(): Promise<Map<string, string>> {
      const rows = await executeRows<{ name: string; print: string }>(db, statement);
      return new Map(rows.map((row) => [row.name, row.print]));
    },
  };
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Map<string, string>, after: Map<string, string>) {
  return [...before.keys()].filter((name) => before.get(name) !== after.get(name));
}
