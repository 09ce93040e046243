import type { DataExportService } from '#server/features/privacy/data-export.service.ts';
import type { Job } from './job-runner';

/**
 * A copy's link works 24 hours (docs/product/privacy.md#download-my-data); then its zip is deleted
 * from storage and the row says it expired, so the link answers 410 and the page asks again.
 */
export function expireDataExports(service: Pick<DataExportService, 'expireDue'>): Job {
  return {
    name: 'expire-data-exports',
    intervalMs: 10 * 60_000,
    claimsOwnRows: true,
    run: (_db, now) => service.expireDue(now),
  };
}
