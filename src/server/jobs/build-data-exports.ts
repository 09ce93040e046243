import type { DataExportService } from '#server/features/privacy/data-export.service.ts';
import type { Job } from './job-runner';

const BUILDS_PER_RUN = 5;

/**
 * Prepares the copies people asked for (docs/product/privacy.md#download-my-data). Each request is
 * claimed on its row until a deadline, so processes may run this at once and never build one copy
 * twice; it runs outside a transaction because a build reads files and writes a zip to storage.
 */
export function buildDataExports(service: Pick<DataExportService, 'buildNext'>): Job {
  return {
    name: 'build-data-exports',
    intervalMs: 15_000,
    claimsOwnRows: true,
    async run(_db, now) {
      let built = 0;
      while (built < BUILDS_PER_RUN && (await service.buildNext(now))) built += 1;
      return built;
    },
  };
}
