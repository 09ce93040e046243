import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { list, type ReadEntry } from 'tar';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  backupManifestSchema,
  MANIFEST_MEMBER,
} from './backup-manifest';

/** A backup that cannot be restored as it is; its message says why, for the operator. */
export class BackupArchiveError extends Error {}

/** Where one member's bytes go while the archive is read; null: only checked. */
export type MemberSink = (name: string) => Writable | null;

/**
 * Reads the archive once, member by member, checking each against the manifest's size and
 * SHA-256; with a sink, each checked member's bytes are also handed to it. Throws
 * BackupArchiveError for a damaged or foreign archive: a bad gzip or tar stream, a missing, extra
 * or altered member, an unknown format version.
 */
export async function readBackup(file: string, sink: MemberSink = () => null) {
  let manifestText = '';
  const digests = new Map<string, { size: number; sha256: string }>();
  const pending: Promise<unknown>[] = [];
  const problems: string[] = [];

  const onReadEntry = (entry: ReadEntry) => {
    if (entry.type === 'Directory') return;
    const name = entry.path;
    if (entry.type !== 'File' || digests.has(name)) {
      problems.push(`unexpected member ${name}`);
      return;
    }
    const hash = createHash('sha256');
    let size = 0;
    digests.set(name, { size: 0, sha256: '' });
    const target = name === MANIFEST_MEMBER ? null : sink(name);
    entry.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
      if (name === MANIFEST_MEMBER) manifestText += chunk.toString('utf8');
      target?.write(chunk);
    });
    entry.on('end', () => {
      digests.set(name, { size, sha256: hash.digest('hex') });
      target?.end();
    });
    if (target) pending.push(finished(target));
  };

  try {
    await list({ file, strict: true, onReadEntry });
    await Promise.all(pending);
  } catch (error) {
    throw new BackupArchiveError(
      `${file} is not a readable backup archive (${(error as Error).message})`,
    );
  }
  const manifest = parseManifest(file, manifestText);
  for (const [name, expected] of Object.entries(manifest.members)) {
    const found = digests.get(name);
    if (!found) problems.push(`${name} is missing`);
    else if (found.size !== expected.size || found.sha256 !== expected.sha256) {
      problems.push(`${name} does not match its checksum`);
    }
  }
  for (const name of digests.keys()) {
    if (name !== MANIFEST_MEMBER && !(name in manifest.members)) {
      problems.push(`${name} is not in the manifest`);
    }
  }
  if (problems.length > 0) {
    throw new BackupArchiveError(`${file} is damaged: ${problems.slice(0, 5).join('; ')}`);
  }
  return manifest;
}

function parseManifest(file: string, text: string): BackupManifest {
  if (text === '') throw new BackupArchiveError(`${file} has no ${MANIFEST_MEMBER}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupArchiveError(`${file}: ${MANIFEST_MEMBER} is not valid JSON`);
  }
  const format = (json as { format?: unknown; formatVersion?: unknown }) ?? {};
  if (format.format === BACKUP_FORMAT && format.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupArchiveError(
      `${file} is a backup of format version ${String(format.formatVersion)}; this Kasrat reads version ${BACKUP_FORMAT_VERSION}`,
    );
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupArchiveError(`${file} is not a Kasrat backup (${MANIFEST_MEMBER} is invalid)`);
  }
  return parsed.data;
}
