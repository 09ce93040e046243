import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type PgliteHandle } from './client';
import { executeRows } from './rows';
import * as schema from './schema';

/** Tables, columns, indexes and constraints as PostgreSQL itself prints them, in one order. */
async function catalogue(handle: PgliteHandle) {
  const { db } = handle;
  return {
    columns: await executeRows(
      db,
      sql`select table_name, column_name, data_type, udt_name, is_nullable, column_default,
            generation_expression
          from information_schema.columns where table_schema = 'public'
          order by table_name, column_name`,
    ),
    indexes: await executeRows<{ indexname: string; indexdef: string }>(
      db,
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
          order by tablename, indexname`,
    ),
    constraints: await executeRows<{ conname: string }>(
      db,
      sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as def
          from pg_constraint where connamespace = 'public'::regnamespace and contype <> 't'
          order by 1, 2`,
    ),
  };
}

/**
 * What Drizzle cannot declare, written by hand into a migration and named in the schema beside
 * the table: each is pinned here exactly, so a change to one is a conscious change to both.
 */
const HAND_WRITTEN = {
  // An EXCLUDE constraint (migration 0002): two live bookings of a trainer never overlap.
  booking_no_overlap:
    "CREATE INDEX booking_no_overlap ON public.booking USING gist (trainer_id, tstzrange(starts_at, ends_at)) WHERE (status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'completed'::text]))",
  // A GiST index cannot take an array or JSON as a key column, so the listing's covering columns
  // are INCLUDE ones (migration 0019); Drizzle cannot declare INCLUDE.
  trainer_earth_point_idx:
    'CREATE INDEX trainer_earth_point_idx ON public.trainer USING gist (earth_point) INCLUDE (specializations, services, id, listing_rating, from_price_paise) WHERE published',
} as const;

const handWritten = (name: string) => Object.hasOwn(HAND_WRITTEN, name);

let migrated: PgliteHandle;
let declared: PgliteHandle;

/**
 * The statements that build the schema, from drizzle-kit. Loading its API adds methods to
 * `Array.prototype` and `String.prototype`; they are taken away again, because a worker runs
 * other files after this one (vitest.config.ts), and pdf.js refuses to run beside an enumerable
 * `Array.prototype.random`.
 */
async function statementsOfSchema(): Promise<string[]> {
  const prototypes = [Array.prototype, String.prototype];
  const before = prototypes.map((prototype) => new Set(Object.getOwnPropertyNames(prototype)));
  try {
    const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
    return await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
  } finally {
    prototypes.forEach((prototype, index) => {
      for (const name of Object.getOwnPropertyNames(prototype)) {
        if (!before[index]!.has(name)) Reflect.deleteProperty(prototype, name);
      }
    });
  }
}

beforeAll(async () => {
  // The migrated template global setup builds, from drizzle/ as it is now.
  migrated = await openPglite(null, new Blob([readFileSync(inject('pgliteDump'))]));
  declared = await openPglite(null);
  // The extensions are the one part of the first migration that the schema cannot declare.
  const extensions = readFileSync('drizzle/0000_extensions.sql', 'utf8').split(
    '--> statement-breakpoint',
  );
  const statements = await statementsOfSchema();
  for (const statement of extensions) await declared.db.execute(sql.raw(statement));
  for (const statement of statements) await declared.db.execute(sql.raw(statement));
});

afterAll(async () => {
  await migrated?.close();
  await declared?.close();
});

// `drizzle-kit generate` (a CI stage) compares the schema with the migration snapshots only:
// SQL written by hand into a migration (an INCLUDE clause, a column default) escapes it. So the
// database the migrations build is compared with one built from the schema alone. Triggers and
// functions are hand-written on purpose and are not compared.
describe('the Drizzle schema says what the migrations build', () => {
  it('gives the same tables, columns, indexes and constraints', async () => {
    const [fromMigrations, fromSchema] = await Promise.all([
      catalogue(migrated),
      catalogue(declared),
    ]);
    expect(fromMigrations.columns).toEqual(fromSchema.columns);
    expect(fromMigrations.indexes.filter((row) => !handWritten(row.indexname))).toEqual(
      fromSchema.indexes.filter((row) => !handWritten(row.indexname)),
    );
    expect(fromMigrations.constraints.filter((row) => !handWritten(row.conname))).toEqual(
      fromSchema.constraints,
    );
  });

  it('builds what Drizzle cannot declare exactly as pinned', async () => {
    const { indexes } = await catalogue(migrated);
    const built = Object.fromEntries(
      indexes
        .filter((row) => handWritten(row.indexname))
        .map((row) => [row.indexname, row.indexdef]),
    );
    expect(built).toEqual(HAND_WRITTEN);
  });
});
