import path from 'node:path';
import { dataDirFrom } from '#server/config.ts';
import { BackupArchiveError } from './read-backup';
import { RestoreTargetError, restoreBackup } from './restore-backup';

/** `npm run restore FILE`: a backup from `npm run backup` into an empty DATA_DIR. */
class RestoreFailed extends Error {}

async function main() {
  const file = process.argv[2];
  if (!file) throw new RestoreFailed('Usage: npm run restore FILE (into an empty DATA_DIR)');
  if (process.env.DATABASE_URL) {
    throw new RestoreFailed(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README); npm run restore fills the embedded database',
    );
  }
  const started = performance.now();
  const dataDir = dataDirFrom();
  const manifest = await restoreBackup(path.resolve(file), dataDir);
  const tables = Object.values(manifest.database.tables);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${tables.reduce((sum, t) => sum + t.rows, 0)} rows in ${tables.length} tables, ${manifest.files.count} files${manifest.keys.length > 0 ? `, keys: ${manifest.keys.join(', ')}` : ''}.`,
  );
  if (!manifest.keys.includes('kyc-encryption-key')) {
    console.log(
      'The backup holds no KYC encryption key: start the server with the KYC_ENCRYPTION_KEY it had, or the KYC numbers cannot be read.',
    );
  }
}

main().catch((error: unknown) => {
  const known = [RestoreFailed, RestoreTargetError, BackupArchiveError].some(
    (kind) => error instanceof kind,
  );
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
