import path from 'node:path';
import { z } from 'zod';
import { embeddedPaths } from '#server/config.ts';

export const BACKUP_FORMAT = 'kasrat-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_MEMBER = 'manifest.json';

const member = z.object({
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * manifest.json, the archive's first member: what the backup holds and a checksum of every
 * other member, so a restore can refuse a damaged archive before it writes anything.
 */
export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  database: z.object({
    postgresVersion: z.string(),
    /** The drizzle migrations the dump's schema had (journal times). */
    migrations: z.array(z.number().int()),
    /** Per `schema.table`: its rows, the columns of its COPY data, and the member holding it. */
    tables: z.record(
      z.string(),
      z.object({ rows: z.number().int().min(0), columns: z.array(z.string()), member: z.string() }),
    ),
    sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable() })),
  }),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** The secrets the backup carries (DATA_DIR's key files; none when they come from the environment). */
  keys: z.array(z.enum(['auth-secret', 'kyc-encryption-key'])),
  members: z.record(z.string(), member),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/**
 * Where each member of the archive lives under DATA_DIR; null for a name no backup writes (a
 * restore refuses such an archive). `database/…` members are loaded, not written.
 */
export function memberTarget(dataDir: string, name: string): string | null {
  const paths = embeddedPaths(dataDir);
  const roots: Record<string, string> = {
    'files/public/': paths.publicFiles,
    'files/private/': paths.privateFiles,
  };
  for (const [prefix, root] of Object.entries(roots)) {
    if (!name.startsWith(prefix)) continue;
    const target = path.resolve(root, name.slice(prefix.length));
    return target.startsWith(`${root}${path.sep}`) ? target : null;
  }
  if (name === 'keys/auth-secret') return paths.authSecret;
  if (name === 'keys/kyc-encryption-key') return paths.kycKey;
  return null;
}

export const tableMember = (table: string) => `database/${table}.copy`;
