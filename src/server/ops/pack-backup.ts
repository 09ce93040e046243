import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { create } from 'tar';
import { embeddedPaths } from '#server/config.ts';
import type { PgliteHandle } from '#server/db/client.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  MANIFEST_MEMBER,
  tableMember,
} from './backup-manifest';
import { type DatabaseDump, dumpDatabase } from './database-dump';

export interface PackedBackup {
  manifest: BackupManifest;
  /** The gzip-compressed tar; the staging directory goes when it has been read or dropped. */
  archive: Readable;
}

/** A backup of the embedded database and DATA_DIR's files, as one gzip-compressed tar. */
export async function takeBackup(
  database: PgliteHandle,
  dataDir: string,
  createdAt: Date,
): Promise<PackedBackup> {
  return packBackup({ dump: await dumpDatabase(database.client), dataDir, createdAt });
}

/**
 * Packs a database dump with the files and keys under DATA_DIR into one archive. The files are
 * hard-linked into a staging directory right after the dump: stored files are written aside and
 * renamed, never changed in place, so the links hold exactly the files the dump's rows point
 * to however long the archive takes to stream.
 */
export async function packBackup({
  dump,
  dataDir,
  createdAt,
}: {
  dump: DatabaseDump;
  dataDir: string;
  createdAt: Date;
}): Promise<PackedBackup> {
  await removeAbandonedStaging(dataDir);
  const staging = await mkdtemp(path.join(dataDir, STAGING_PREFIX));
  try {
    const members: BackupManifest['members'] = {};
    const put = async (name: string, data: Uint8Array) => {
      await writeStaged(staging, name, data);
      members[name] = { size: data.byteLength, sha256: sha256(data) };
    };
    const stage = async (name: string, source: string) => {
      const target = path.join(staging, name);
      await mkdir(path.dirname(target), { recursive: true });
      await link(source, target).catch(() => copyFile(source, target));
      const member = await digestFile(target);
      members[name] = member;
      return member;
    };

    const tables: BackupManifest['database']['tables'] = {};
    for (const table of dump.tables) {
      const name = tableMember(table.name);
      await put(name, table.data);
      tables[table.name] = { rows: table.rows, columns: table.columns, member: name };
    }

    const paths = embeddedPaths(dataDir);
    let files = 0;
    let bytes = 0;
    for (const [area, root] of [
      ['public', paths.publicFiles],
      ['private', paths.privateFiles],
    ] as const) {
      for (const relative of await storedFiles(root)) {
        const name = `files/${area}/${relative.split(path.sep).join('/')}`;
        const member = await stage(name, path.join(root, relative));
        files += 1;
        bytes += member.size;
      }
    }

    const keys: BackupManifest['keys'] = [];
    for (const [key, file] of [
      ['auth-secret', paths.authSecret],
      ['kyc-encryption-key', paths.kycKey],
    ] as const) {
      if (!existsSync(file)) continue;
      await stage(`keys/${key}`, file);
      keys.push(key);
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      database: {
        postgresVersion: dump.postgresVersion,
        migrations: dump.migrations,
        tables,
        sequences: dump.sequences,
      },
      files: { count: files, bytes },
      keys,
      members,
    };
    await writeStaged(staging, MANIFEST_MEMBER, Buffer.from(JSON.stringify(manifest, null, 2)));

    const tops = ['database', 'files', 'keys'].filter((top) => existsSync(path.join(staging, top)));
    const archive = Readable.from(
      create({ gzip: true, cwd: staging, portable: true }, [MANIFEST_MEMBER, ...tops]),
    );
    const cleanUp = () => void rm(staging, { recursive: true, force: true });
    archive.once('close', cleanUp);
    return { manifest, archive };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

const STAGING_PREFIX = '.backup-';
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * What a backup cut short (the process killed while it streamed) left behind. File times are
 * the machine's, so this compares them with the machine's clock, not the app's.
 */
async function removeAbandonedStaging(dataDir: string) {
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(STAGING_PREFIX)) continue;
    const dir = path.join(dataDir, entry.name);
    if (Date.now() - (await stat(dir)).mtimeMs > ABANDONED_AFTER_MS) {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** Every stored file under a storage root, relative to it; uploads still being written are not. */
async function storedFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function writeStaged(staging: string, name: string, data: Uint8Array) {
  const target = path.join(staging, name);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data, { mode: 0o600 });
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function digestFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}
