import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, type PgliteHandle } from '../db/client';

/**
 * Embedded test databases a worker has opened, given back empty for its next file: opening one
 * from the run's dump costs about 0.9 s of CPU, a third of the suite's, and emptying one about
 * 20 ms (docs/decisions/0046-reused-embedded-test-databases.md). A worker keeps its modules from
 * one file to the next (vitest.config.ts), so the idle ones outlive the file that opened them.
 */
const idle: PgliteHandle[] = [];

/** What a test could leave behind that emptying the tables would not undo. */
const SHAPE = `select
  (select count(*) from pg_tables where schemaname = 'public')::int as tables,
  (select count(*) from pg_trigger where not tgisinternal)::int as triggers,
  (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public')::int as functions,
  (select count(*) from drizzle.__drizzle_migrations)::int as migrations`;

let fresh: { reusable: boolean; shape: string; emptying: string } | null = null;

async function shapeOf(handle: PgliteHandle) {
  const { rows } = await handle.client.query(SHAPE);
  return JSON.stringify(rows[0]);
}

async function open(): Promise<PgliteHandle> {
  const handle = await openPglite(null, new Blob([readFileSync(inject('pgliteDump'))]));
  if (!fresh) {
    const { rows } = await handle.client.query<{ name: string }>(
      `select format('%I', tablename) as name from pg_tables where schemaname = 'public'`,
    );
    const counts = rows
      .map((row) => `select count(*)::int as n from ${row.name}`)
      .join(' union all ');
    const seeded = await handle.client.query<{ n: number }>(counts);
    fresh = {
      // A migration that writes rows: emptying would lose them, so every file opens its own.
      reusable: seeded.rows.every((row) => row.n === 0),
      shape: await shapeOf(handle),
      // Replica mode: the ledger's and tax documents' triggers refuse a TRUNCATE, rightly, anywhere
      // but here.
      emptying: `set session_replication_role = replica;
        truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade;
        set session_replication_role = default;`,
    };
  }
  return handle;
}

/** An empty, migrated embedded database; its close() gives it back to this worker. */
export async function borrowPglite(): Promise<DatabaseHandle> {
  const handle = idle.pop() ?? (await open());
  return { ...handle, close: () => giveBack(handle) };
}

async function giveBack(handle: PgliteHandle) {
  try {
    const expected = fresh?.shape;
    await handle.client.exec('discard all');
    if (!fresh?.reusable || (await shapeOf(handle)) !== expected) throw new Error('not reusable');
    await handle.client.exec(fresh.emptying);
    idle.push(handle);
  } catch {
    await handle.close();
  }
}
