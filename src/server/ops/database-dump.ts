import type { PGlite, Transaction } from '@electric-sql/pglite';
import { present } from '#shared/present.ts';

/** One table's rows in COPY's text format, with the columns they fill, in that order. */
export interface TableDump {
  /** `schema.table`, as the manifest names it. */
  name: string;
  columns: string[];
  rows: number;
  data: Uint8Array;
}

export interface DatabaseDump {
  /** `server_version` of the database the dump came from, for the record. */
  postgresVersion: string;
  /** The drizzle migrations applied, by their journal time (`created_at`). */
  migrations: number[];
  tables: TableDump[];
  /** Each sequence's last value (null when never used), so new ids do not collide. */
  sequences: { name: string; lastValue: string | null }[];
}

/** Rewritten by the migrations that recreate the schema, so never loaded from a dump. */
export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

const quoted = (name: string) => name.split('.').map(quoteIdentifier).join('.');
const quoteIdentifier = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Every row of every table in one read-only repeatable-read transaction, so the dump is one
 * instant of the database. PGlite runs nothing else while a transaction is open, so other
 * requests wait for the dump (about a quarter of a second for the demo data) and then go on.
 */
export async function dumpDatabase(client: PGlite): Promise<DatabaseDump> {
  return client.transaction(async (tx) => {
    await tx.exec('set transaction isolation level repeatable read, read only');
    const version = await tx.query<{ server_version: string }>('show server_version');
    const migrations = await tx.query<{ created_at: string }>(
      `select created_at from ${MIGRATIONS_TABLE} order by created_at`,
    );
    const tables = await tx.query<{ name: string; columns: string[] }>(
      `select n.nspname || '.' || c.relname as name,
              array_agg(a.attname::text order by a.attnum) as columns
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid
        where c.relkind = 'r'
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_%'
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        group by 1
        order by 1`,
    );
    const sequences = await tx.query<{ name: string; last_value: string | null }>(
      `select schemaname || '.' || sequencename as name, last_value::text
         from pg_sequences order by 1`,
    );
    const dumped: TableDump[] = [];
    for (const { name, columns } of tables.rows) {
      const copied = await tx.query(
        `copy ${quoted(name)} (${columns.map(quoteIdentifier).join(', ')}) to '/dev/blob'`,
      );
      dumped.push({
        name,
        columns,
        rows: copied.affectedRows ?? 0,
        data: new Uint8Array(await (copied.blob ?? new Blob([])).arrayBuffer()),
      });
    }
    return {
      postgresVersion: present(version.rows[0], 'the server version').server_version,
      migrations: migrations.rows.map((row) => Number(row.created_at)),
      tables: dumped,
      sequences: sequences.rows.map((row) => ({ name: row.name, lastValue: row.last_value })),
    };
  });
}

/**
 * Loads a dump into a database whose schema is at the dump's migration (restore runs the
 * migrations first), in one transaction. Triggers and foreign-key checks are off while the rows
 * go in, as pg_restore does: the rows already satisfied them, and the summary tables the
 * triggers maintain are loaded from the dump.
 */
export async function loadDatabase(
  client: PGlite,
  tables: Omit<TableDump, 'rows'>[],
  sequences: DatabaseDump['sequences'],
): Promise<void> {
  await client.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    for (const { name, columns, data } of tables) {
      if (name === MIGRATIONS_TABLE) continue;
      await tx.query(
        `copy ${quoted(name)} (${columns.map(quoteIdentifier).join(', ')}) from '/dev/blob'`,
        [],
        { blob: new Blob([data as Uint8Array<ArrayBuffer>]) },
      );
    }
    for (const { name, lastValue } of sequences) {
      if (lastValue !== null) await tx.query('select setval($1, $2::bigint)', [name, lastValue]);
    }
  });
}

/** Rows per table (`schema.table`), to check a restore against its manifest. */
export async function countRows(
  executor: Pick<Transaction, 'query'>,
  tables: string[],
): Promise<Record<string, number>> {
  if (tables.length === 0) return {};
  const counted = await executor.query<{ name: string; rows: number }>(
    tables
      .map(
        (name, index) =>
          `select $${index + 1}::text as name, count(*)::int as rows from ${quoted(name)}`,
      )
      .join(' union all '),
    tables,
  );
  return Object.fromEntries(counted.rows.map((row) => [row.name, row.rows]));
}
