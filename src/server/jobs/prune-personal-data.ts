import { privateKeyOf, type UploadsService } from '#server/features/uploads/uploads.service.ts';
import { RETENTION, retentionCutoff } from '#server/privacy/retention.ts';
import type { Job } from './job-runner';
import {
  blankUnpaidHoldAddresses,
  deleteAccessRecordsBefore,
  deleteAnalyticsEventsBefore,
  deleteExpiredVerifications,
  eraseKycDocuments,
  kycDueForErasure,
} from './prune-personal-data.repository';

/** Rows one rule changes at most in a run, so a run after a long pause stays short. */
const ROWS_PER_RUN = 5_000;
/** Trainers whose documents one run erases at most: each is a few calls to storage. */
const KYC_TRAINERS_PER_RUN = 50;

export interface PrunedCounts {
  holdAddresses: number;
  verifications: number;
  analyticsEvents: number;
  accessRecords: number;
  kycTrainers: number;
}

/**
 * Erases what has outlived its purpose (docs/product/retention.md#the-table), each rule in
 * bounded batches. Every step is idempotent (a row blanked or deleted twice, a file deleted twice
 * is the same), so runs in two processes may overlap; it runs outside one long transaction because
 * it calls storage, and a KYC record forgets its documents only once their files are gone.
 */
export function prunePersonalData(storage: {
  deleteStoredFile: UploadsService['deleteStoredFile'];
}): Job {
  return {
    name: 'prune-personal-data',
    intervalMs: 60 * 60_000,
    claimsOwnRows: true,
    async run(db, now): Promise<PrunedCounts> {
      const before = (period: keyof typeof RETENTION) => retentionCutoff(now, RETENTION[period]);
      const counts: PrunedCounts = {
        holdAddresses: await blankUnpaidHoldAddresses(
          db,
          before('unpaidHoldAddress'),
          ROWS_PER_RUN,
        ),
        verifications: await deleteExpiredVerifications(
          db,
          before('expiredVerification'),
          ROWS_PER_RUN,
        ),
        analyticsEvents: await deleteAnalyticsEventsBefore(
          db,
          before('analyticsEvent'),
          ROWS_PER_RUN,
        ),
        accessRecords: await deleteAccessRecordsBefore(db, before('accessRecord'), ROWS_PER_RUN),
        kycTrainers: 0,
      };
      const due = await kycDueForErasure(db, before('kycAfterLeaving'), KYC_TRAINERS_PER_RUN);
      for (const trainer of due) {
        const documents = trainer.documentReferences.flatMap((reference) => {
          const key = privateKeyOf(reference);
          return key ? [key] : [];
        });
        for (const key of documents) await storage.deleteStoredFile(key);
        for (const upload of trainer.uploads) {
          await storage.deleteStoredFile(upload.storageKey, upload);
        }
        await eraseKycDocuments(db, trainer, now);
        counts.kycTrainers += 1;
      }
      return counts;
    },
  };
}
