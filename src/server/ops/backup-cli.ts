import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Config, ConfigError, loadConfig } from '#server/config.ts';
import { openPglite } from '#server/db/client.ts';
import { takeBackup } from './pack-backup';
import { BackupArchiveError, readBackup } from './read-backup';

/**
 * `npm run backup [FILE]`: one archive of the embedded database, the uploaded and private files
 * and DATA_DIR's keys. A running server makes it (POST /ops/backup on this machine); with no
 * server, this process opens the data directory itself.
 */
class BackupFailed extends Error {}

async function main() {
  const config = loadConfig();
  if (config.database.kind !== 'pglite' || config.database.dir === null) {
    throw new BackupFailed(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (see the README), and S3 with bucket versioning',
    );
  }
  const started = performance.now();
  const output = path.resolve(process.argv[2] ?? `kasrat-backup-${stamp(new Date())}.tar.gz`);
  if (existsSync(output)) throw new BackupFailed(`${output} already exists`);
  const partial = `${output}.partial`;
  const server = serverUrl(config);
  let source: string;
  try {
    const fromServer = await askServer(server, config.backupToken);
    if (fromServer) {
      await save(fromServer, partial);
      source = `from the running server at ${server}`;
    } else {
      await backUpStoppedDatabase(config, config.database.dir, partial);
      source = `from ${config.database.dir} (no server was running)`;
    }
    const manifest = await readBackup(partial);
    await rename(partial, output);
    const rows = Object.values(manifest.database.tables).reduce((sum, t) => sum + t.rows, 0);
    const size = (await stat(output)).size;
    console.log(
      `Backup written to ${output} (${(size / 1e6).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s, ${source}: ${rows} rows in ${Object.keys(manifest.database.tables).length} tables, ${manifest.files.count} files${manifest.keys.length > 0 ? `, keys: ${manifest.keys.join(', ')}` : ''}.`,
    );
    if (manifest.keys.length > 0) {
      console.log(
        `It holds ${manifest.keys.join(' and ')}: keep it as secret as the data directory.`,
      );
    }
    if (!manifest.keys.includes('kyc-encryption-key')) {
      console.log(
        'It holds no KYC encryption key (it comes from KYC_ENCRYPTION_KEY): keep that value too, or the KYC numbers cannot be read after a restore.',
      );
    }
  } finally {
    await rm(partial, { force: true });
  }
}

/** Where the server listens, seen from this machine. */
function serverUrl(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** The server's archive, or null when no server listens there. */
async function askServer(server: string, token: string): Promise<Response | null> {
  let response: Response;
  try {
    response = await fetch(`${server}/ops/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return null;
    throw error;
  }
  if (response.ok && response.body) return response;
  const reason = await response.text();
  if (response.status === 401) {
    throw new BackupFailed(
      `The server at ${server} refused the backup token: run npm run backup with the server's configuration (the same DATA_DIR, or the same BETTER_AUTH_SECRET).`,
    );
  }
  if (response.status === 404) {
    throw new BackupFailed(
      `The server at ${server} does not take backups: it is not on the embedded database, or it is not Kasrat.`,
    );
  }
  throw new BackupFailed(
    `The server at ${server} could not take a backup (${response.status}): ${reason}`,
  );
}

async function save(response: Response, file: string) {
  await pipeline(
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
    createWriteStream(file, { mode: 0o600 }),
  );
}

/**
 * PGlite takes no lock on its directory, so two processes could open it at once and damage it.
 * It leaves postmaster.pid while open: with that file and no server answering, the database is
 * open elsewhere (a server on another port) or its server crashed; either way it is not opened.
 */
async function backUpStoppedDatabase(config: Config, dir: string, file: string) {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupFailed(
      `There is no embedded database in ${dir} (DATA_DIR is ${config.dataDir})`,
    );
  }
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupFailed(
      `No server answers at ${serverUrl(config)}, but the embedded database in ${dir} is open (postmaster.pid): run npm run backup with the server's PORT and HOST. If the server crashed, start it once so it recovers the database.`,
    );
  }
  const database = await openPglite(dir);
  try {
    const { archive } = await takeBackup(database, config.dataDir, new Date());
    await pipeline(archive, createWriteStream(file, { mode: 0o600 }));
  } finally {
    await database.close();
  }
}

/** 2026-03-02T04:30:05Z → 20260302-043005 */
const stamp = (at: Date) => at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

main().catch((error: unknown) => {
  const known = [BackupFailed, BackupArchiveError, ConfigError].some(
    (kind) => error instanceof kind,
  );
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
