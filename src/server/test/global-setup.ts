import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';
import { createTemplateDatabase } from './postgres-databases';

/**
 * Migrates once per run. On PGlite the migrated data directory is dumped and every test
 * file starts from it (fast, isolated); with TEST_DATABASE_URL each file clones a freshly
 * migrated PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createTemplateDatabase(serverUrl);
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const handle = await openPglite(null);
  await handle.migrate();
  const dump = await handle.dumpDataDir();
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'kasrat-test-'));
  const file = path.join(dir, 'pglite.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
  }
}
