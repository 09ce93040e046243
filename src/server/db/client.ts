import { cpSync, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
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
  /** Hears the duration in seconds of every statement from now on (the operator's metrics). */
  observeQueries(observer: QueryObserver): void;
}

export type QueryObserver = (seconds: number) => void;

/** Times each call of `run`, whether it settles or throws, for the current observer. */
function queryTimer() {
  let observer: QueryObserver = () => {};
  return {
    observe(next: QueryObserver) {
      observer = next;
    },
    started() {
      const start = performance.now();
      return () => observer((performance.now() - start) / 1000);
    },
  };
}

export interface PgliteHandle extends DatabaseHandle {
  kind: 'pglite';
  /** The embedded database itself, for what Drizzle does not do (COPY for backups). */
  client: PGlite;
  /** Another folder's migrations: a restore rebuilds the schema a backup was taken at. */
  migrate(migrationsFolder?: string): Promise<void>;
  /** The whole data directory as a tarball, to start other databases from it. */
  dumpDataDir(): Promise<Blob>;
}

export const isPglite = (handle: DatabaseHandle): handle is PgliteHandle =>
  handle.kind === 'pglite';

export async function openDatabase(config: Config['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return openPostgres(config.url);
  if (config.dir !== null && !existsSync(path.join(config.dir, 'PG_VERSION'))) {
    await createDataDir(config.dir, PGLITE_TEMPLATE_DIR);
  }
  return openPglite(config.dir);
}

/**
 * PostgreSQL's default 128 MB of shared buffers would live inside PGlite's WebAssembly memory,
 * which never shrinks; 16 MB holds the demo database, and the operating system's page cache
 * still holds the files beyond it (docs/decisions/0024-embedded-memory.md).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

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
    // Synchronous: the promise form took twice as long for the same files, and nothing else
    // waits on this process yet (docs/decisions/0054-first-start-under-five-seconds.md).
    cpSync(template, partial, { recursive: true });
  } else {
    await (await openPglite(partial)).close();
  }
  await rename(partial, dir);
}

/**
 * Drops the two template databases initdb makes: the embedded database works in `postgres` and
 * never creates another, and their 600 files were half of what every new data directory copies
 * (docs/decisions/0054-first-start-under-five-seconds.md). DROP DATABASE refuses to run in a
 * transaction, so one statement at a time.
 */
export async function dropTemplateDatabases(client: PGlite) {
  await client.exec(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  await client.exec('checkpoint');
}

export async function openPglite(dir: string | null, template?: Blob): Promise<PgliteHandle> {
  const client = await PGlite.create(dir ?? undefined, {
    extensions: { cube, earthdistance, btree_gist },
    postgresqlconf: PGLITE_SETTINGS,
    ...(template ? { loadDataDir: template } : {}),
  });
  const timer = queryTimer();
  timePgliteQueries(client, timer.started);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    observeQueries: timer.observe,
    client,
    migrate: (migrationsFolder = MIGRATIONS_DIR) =>
      migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** Drizzle sends every statement through query(), inside a transaction through the tx's. */
function timePgliteQueries(client: PGlite, started: () => () => void) {
  const timed = <T extends Pick<Transaction, 'query'>>(target: T) => {
    const query = target.query.bind(target);
    target.query = (async (...args: Parameters<typeof query>) => {
      const done = started();
      try {
        return await query(...args);
      } finally {
        done();
      }
    }) as typeof query;
  };
  timed(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      timed(tx);
      return callback(tx);
    });
}

/** A pool client that times each statement, in the promise and the callback forms pg uses. */
function timedClient(Client: typeof pg.Client, started: () => () => void) {
  return class TimedClient extends Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query has a dozen overloads.
    override query(...args: any[]): any {
      const done = started();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...answer: unknown[]) => {
          done();
          last(...answer);
        };
        return (super.query as (...a: unknown[]) => unknown)(...args);
      }
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) result.then(done, done);
      return result;
    }
  };
}

const MIGRATION_LOCK = 7_428_115_001;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Loaded only for PostgreSQL: the embedded default need not hold the driver.
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
  const timer = queryTimer();
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    // A plan kept for a prepared statement is costed for any parameters, so a listing page
    // looks like 5,000 rows and PostgreSQL would compile it to machine code on every run: 79 ms
    // for a 0.5 ms page (docs/decisions/0051-search-at-the-cost-of-an-index-read.md).
    options: '-c jit=off',
    Client: timedClient(pg.Client, timer.started),
  });
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
    observeQueries: timer.observe,
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
