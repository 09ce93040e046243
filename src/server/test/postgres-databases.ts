import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client';

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** A fresh database on the server, migrated, to clone test databases from. */
export async function createTemplateDatabase(serverUrl: string) {
  const name = uniqueName('kasrat_tpl');
  await admin(serverUrl, (client) => client.query(`create database ${name}`));
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name) });
  await handle.migrate();
  await handle.close();
  return {
    name,
    drop: () =>
      admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/** A database of its own for one test file, cloned from the migrated template. */
export async function createTestDatabase(serverUrl: string, template: string) {
  const name = uniqueName('kasrat_test');
  // Two files cloning the template at the same moment collide ("being accessed by other users").
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(serverUrl, (client) =>
        client.query(`create database ${name} template ${template}`),
      );
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  return {
    url: withDatabase(serverUrl, name),
    drop: () =>
      admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
