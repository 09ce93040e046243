import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * A database of the bench's own, opened beside the server (PostgreSQL) or while the server is
 * stopped (PGlite, whose data directory one process holds at a time). `query` runs one
 * statement with parameters; `drizzle` wraps the same connection for the app's repositories.
 */

/** Creates an empty database on the PostgreSQL server of `adminUrl`; `drop()` removes it. */
export async function createScratchPostgres(adminUrl) {
  const name = `kasrat_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function openPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    kind: 'postgres',
    query: async (sql, params = []) => (await client.query(sql, params)).rows,
    drizzle: (logger) => drizzleNodePg({ client, logger }),
    close: () => client.end(),
  };
}

/** The server keeps its embedded database in DATA_DIR/pglite (src/server/config.ts). */
export async function openPglite(dataDir) {
  const client = await PGlite.create(path.join(dataDir, 'pglite'), {
    extensions: { cube, earthdistance, btree_gist },
  });
  return {
    kind: 'pglite',
    query: async (sql, params = []) => (await client.query(sql, params)).rows,
    drizzle: (logger) => drizzlePglite({ client, logger }),
    close: () => client.close(),
  };
}
