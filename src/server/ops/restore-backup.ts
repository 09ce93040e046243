import { createWriteStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { embeddedPaths } from '#server/config.ts';
import { openDatabase, openPglite, type PgliteHandle } from '#server/db/client.ts';
import { MIGRATIONS_DIR } from '#server/paths.ts';
import { present } from '#shared/present.ts';
import { type BackupManifest, memberTarget } from './backup-manifest';
import { countRows, loadDatabase } from './database-dump';
import { BackupArchiveError, readBackup } from './read-backup';

/** The data directory cannot take a restore; its message says why, for the operator. */
export class RestoreTargetError extends Error {}

/** drizzle-kit's list of migrations (drizzle/meta/_journal.json). */
export interface MigrationJournal {
  entries: { when: number; tag: string }[];
}

export async function readMigrationJournal(): Promise<MigrationJournal> {
  const text = await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8');
  return JSON.parse(text) as MigrationJournal;
}

/**
 * Restores a backup into an empty DATA_DIR. The whole archive is checked against its manifest
 * before anything is written; then the schema is rebuilt by the migrations the backup was taken
 * at, the rows are loaded and counted against the manifest, the later migrations run, and the
 * files and keys are written. Anything half-done is removed again, leaving DATA_DIR empty.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  const existed = existsSync(dataDir);
  if (existed && readdirSync(dataDir).length > 0) {
    throw new RestoreTargetError(
      `${dataDir} is not empty: a backup is restored only into an empty data directory. Move it aside or set DATA_DIR to a new directory.`,
    );
  }
  if (!existsSync(file)) throw new BackupArchiveError(`${file} does not exist`);
  const manifest = await readBackup(file);
  const tableMembers = new Set(
    Object.values(manifest.database.tables).map((table) => table.member),
  );
  const stray = Object.keys(manifest.members).find(
    (name) => !tableMembers.has(name) && memberTarget(dataDir, name) === null,
  );
  if (stray) throw new BackupArchiveError(`${file} holds ${stray}, which no backup writes`);
  const journal = await readMigrationJournal();
  const known = journal.entries.map((entry) => entry.when);
  const applied = manifest.database.migrations;
  if (applied.some((when, index) => known[index] !== when)) {
    throw new BackupArchiveError(
      `${file} was taken with database migrations this version of Kasrat does not have: restore it with the version that made it`,
    );
  }

  try {
    await mkdir(dataDir, { recursive: true });
    const tableData = new Map<string, Buffer[]>();
    await readBackup(file, (name) => {
      if (name.startsWith('database/')) {
        const chunks: Buffer[] = [];
        tableData.set(name, chunks);
        return new Writable({
          write(chunk, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        });
      }
      const target = present(memberTarget(dataDir, name), `where ${name} is restored`);
      mkdirSync(path.dirname(target), { recursive: true });
      return createWriteStream(target, { mode: name.startsWith('keys/') ? 0o600 : 0o640 });
    });

    const upToDate = applied.length === known.length;
    const dir = embeddedPaths(dataDir).pglite;
    // Copied from the build's migrated template when the backup is at the current schema.
    const database = upToDate
      ? ((await openDatabase({ kind: 'pglite', dir })) as PgliteHandle)
      : await openPglite(dir);
    try {
      if (upToDate) await database.migrate();
      else await migrateUpTo(database, journal, applied.length);
      const tables = Object.entries(manifest.database.tables);
      await loadDatabase(
        database.client,
        tables.map(([name, table]) => ({
          name,
          columns: table.columns,
          data: Buffer.concat(tableData.get(table.member) ?? []),
        })),
        manifest.database.sequences,
      );
      const counted = await countRows(
        database.client,
        tables.map(([name]) => name),
      );
      const wrong = tables.filter(([name, table]) => counted[name] !== table.rows);
      if (wrong.length > 0) {
        throw new BackupArchiveError(
          `${file}: the restored database does not hold the rows the manifest lists (${wrong
            .map(([name, table]) => `${name}: ${counted[name]} of ${table.rows}`)
            .join(', ')})`,
        );
      }
      if (!upToDate) await database.migrate();
    } finally {
      await database.close();
    }
    return manifest;
  } catch (error) {
    await emptyDirectory(dataDir, existed);
    throw error;
  }
}

/** Applies the journal's first `count` migrations: the schema an older backup was taken at. */
export async function migrateUpTo(
  database: PgliteHandle,
  journal: MigrationJournal,
  count: number,
) {
  const folder = await mkdtemp(path.join(tmpdir(), 'kasrat-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    const entries = journal.entries.slice(0, count);
    await writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    for (const { tag } of entries) {
      await copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    }
    await database.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function emptyDirectory(dataDir: string, keep: boolean) {
  if (!keep) {
    await rm(dataDir, { recursive: true, force: true });
    return;
  }
  for (const entry of readdirSync(dataDir)) {
    await rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}
