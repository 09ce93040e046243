import type { FastifyInstance } from 'fastify';
import type { PgliteHandle } from '#server/db/client.ts';
import { unauthorized } from '#server/http-error.ts';
import { mayCallOpsRoute } from '#server/plugins/ops-access.ts';
import { MESSAGES } from '#shared/messages.ts';
import { takeBackup } from './pack-backup';

/**
 * POST /ops/backup: the running server's own backup, for `npm run backup` (docs/decisions/0022-backups.md). Only
 * the server can read its embedded database while it runs (PGlite is single-process), so the
 * command asks it. The bearer token is derived from the auth secret: whoever can read the data
 * directory's secrets may copy it, nobody else.
 */
export function backupRoutes(options: {
  database: PgliteHandle;
  dataDir: string;
  token: string;
  now: () => Date;
}) {
  return async (app: FastifyInstance) => {
    app.post(
      '/ops/backup',
      { config: { access: 'signed' }, schema: { hide: true } },
      async (request, reply) => {
        if (!mayCallOpsRoute(request, options.token)) {
          throw unauthorized(MESSAGES.backupTokenRequired);
        }
        const { manifest, archive } = await takeBackup(
          options.database,
          options.dataDir,
          options.now(),
        );
        request.log.info(
          { tables: Object.keys(manifest.database.tables).length, files: manifest.files.count },
          'backup taken',
        );
        return reply.header('cache-control', 'no-store').type('application/gzip').send(archive);
      },
    );
  };
}
