import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { MIGRATIONS_DIR, PGLITE_TEMPLATE_DIR } from '../paths';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface PgliteHandle extends DatabaseHandle {
  /** The whole data directory as a tarball, to start other databases from it. */
  dumpDataDir(): Promise<Blob>;
}

export async function openDatabase(config: Config['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return openPostgres(config.url);
  if (config.dir !== null && !existsSync(path.join(config.dir, 'PG_VERSION'))) {
    await createDataDir(config.dir, PGLITE_TEMPLATE_DIR);
  }
  return openPglite(config.dir);
}

/**
 * Makes a new embedded database beside its place and renames it into place, so that a first
 * start killed halfway leaves no half-made cluster that every later start would take for the
 * database and abort on. It is a copy of `template` (the migrated one the build writes) when
 * there is one: copying takes a fraction of a second, creating a cluster three to eight.
 */
export async function createDataDir(dir: string, template: string) {
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(path.dirname(dir), { recursive: true });
  if (existsSync(path.join(template, 'PG_VERSION'))) {
    await cp(template, partial, { recursive: true });
  } else {
    await (await openPglite(partial)).close();
  }
  await rename(partial, dir);
}

export async function openPglite(dir: string | null, template?: Blob): Promise<PgliteHandle> {
  const client = await PGlite.create(dir ?? undefined, {
    extensions: { cube, earthdistance, btree_gist },
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

const MIGRATION_LOCK = 7_428_115_001;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // pool.end() resolves once its clients are told to end, not once they have: a database
  // dropped right after (tests) or a server shutting down must not meet a half-closed one.
  const connected = new Set<pg.Client>();
  pool.on('connect', (client) => {
    connected.add(client);
    client.once('end', () => connected.delete(client));
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg({ client, schema }), {
          migrationsFolder: MIGRATIONS_DIR,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        await client.end();
      }
    },
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    async close() {
      const ending = [...connected].map(
        (client) => new Promise<void>((resolve) => client.once('end', () => resolve())),
      );
      await pool.end();
      await Promise.all(ending);
    },
  };
}
