import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropTemplateDatabases, openPglite } from '../db/client';
import { bundleApiProcess } from './api-process';
import { createTemplateDatabase } from './postgres-databases';

/**
 * Migrates once per run (docs/decisions/0034-test-suite-under-three-minutes.md). The migrated
 * embedded database is kept twice: as an uncompressed dump every in-process test database loads (in memory, isolated per file), and
 * as a closed data directory that a server process's empty DATA_DIR is given a copy of. With
 * TEST_DATABASE_URL each file also clones a freshly migrated PostgreSQL template database; the
 * embedded copies are still made, for the tests that start embedded servers in either run.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kasrat-test-'));
  const handle = await openPglite(null);
  await handle.migrate();
  // As the build's template: a smaller dump for every test database to load.
  await dropTemplateDatabases(handle.client);
  // Not gzipped: unzipping took about a third of each test database's start.
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  const dataDir = path.join(dir, 'pglite');
  await (await openPglite(dataDir, dump)).close();
  project.provide('pgliteDump', file);
  project.provide('pgliteTemplateDir', dataDir);
  const apiProcess = await bundleApiProcess();
  project.provide('apiProcessEntry', apiProcess.entry);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await createTemplateDatabase(serverUrl) : null;
  if (template) project.provide('postgresTemplate', template.name);
  return async () => {
    await template?.drop();
    await apiProcess.remove();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** A closed, migrated embedded data directory, laid out as DATA_DIR/pglite is. */
    pgliteTemplateDir: string;
    postgresTemplate: string;
    /** The bundled src/server/test/serve-api.ts that `startApiProcess` starts. */
    apiProcessEntry: string;
  }
}
