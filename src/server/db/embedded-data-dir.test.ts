import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDataDir, openPglite } from './client';

let root: string | undefined;
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** A template as the build writes it, from the migrated database every test starts from. */
async function template(under: string) {
  const dir = path.join(under, 'template');
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  await (await openPglite(dir, dump)).close();
  return dir;
}

// The PGlite default alone; a PostgreSQL run (TEST_DATABASE_URL) has no dump to make it from.
describe.skipIf(process.env.TEST_DATABASE_URL)('a new embedded database', () => {
  it('is nowhere when its copy fails halfway, and whole the next time', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kasrat-data-dir-'));
    const templateDir = await template(root);
    const dir = path.join(root, 'data', 'pglite');
    // A file that cannot be copied stops the copy partway, as a kill would.
    const socket = createServer().listen(path.join(templateDir, 'base', 'socket'));
    await new Promise((resolve) => socket.once('listening', resolve));
    await expect(createDataDir(dir, templateDir)).rejects.toThrow();
    expect(existsSync(dir)).toBe(false);

    await new Promise((resolve) => socket.close(resolve));
    await createDataDir(dir, templateDir);
    const database = await openPglite(dir);
    expect(await database.ping()).toBe(true);
    await database.close();
  });
});
