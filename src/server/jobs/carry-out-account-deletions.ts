import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createBookingsRepository } from '#server/features/bookings/bookings.repository.ts';
import { createBookingsService } from '#server/features/bookings/bookings.service.ts';
import type { AccountDeletionRepository } from '#server/features/privacy/account-deletion.repository.ts';
import type { UploadsService } from '#server/features/uploads/uploads.service.ts';
import { HttpError } from '#server/http-error.ts';
import { DELETION_MESSAGES as M } from '#shared/account-deletion-api.ts';
import type { Job } from './job-runner';

/** Deletions carried out per run: each cancels sessions and deletes files, so a run stays short. */
const DELETIONS_PER_RUN = 10;

/**
 * Carries out the deletions that are due (docs/product/privacy.md#delete-my-account), each
 * claimed first so that two processes never carry out one twice. Step by step, each step in a
 * transaction of its own and safe to repeat when a claim lapses after a crash:
 * 1. future sessions cancelled through the bookings service, refunds by its rules (a trainer's
 *    clients in full; a client as the cancellation policy says);
 * 2. active packs bought by them or from them ended early, unused credits refunded as at expiry;
 * 3. their uploaded files and the copies of their data deleted from storage;
 * 4. one transaction: the person anonymised, the request completed, the access log written.
 */
export function carryOutAccountDeletions(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  repository: AccountDeletionRepository;
  uploads: Pick<UploadsService, 'deleteStoredFile'>;
}): Job {
  const { db, config, now, repository, uploads } = deps;
  // The bookings service itself, so that its refund rules apply and no other arithmetic does.
  const bookings = createBookingsService({
    repository: createBookingsRepository(db, config.tax),
    fees: config.payment.fees,
    publicUrl: config.publicUrl,
    now,
    holdCreated: () => {},
  });

  async function cancelSessions(userId: string, now: Date) {
    const future = await repository.futureBookings(userId, now);
    const cancel = async (id: string, reason: string) => {
      try {
        await bookings.cancel(id, userId, reason);
      } catch (error) {
        // Cancelled, started or expired meanwhile: nothing left to do for it.
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      }
    };
    for (const id of future.asTrainer) await cancel(id, M.trainerCancellationReason);
    for (const id of future.asClient) await cancel(id, M.clientCancellationReason);
  }

  async function deleteFiles(userId: string) {
    for (const upload of await repository.uploadedKeys(userId)) {
      await uploads.deleteStoredFile(upload.storageKey, {
        grantId: upload.id,
        fieldName: upload.fieldName,
      });
    }
    for (const key of await repository.exportCopies(userId)) await uploads.deleteStoredFile(key);
    await repository.expireExportCopies(userId);
  }

  return {
    name: 'carry-out-account-deletions',
    intervalMs: 10 * 60_000,
    claimsOwnRows: true,
    async run(_db, now) {
      const due = await repository.claimDue(now, DELETIONS_PER_RUN);
      let done = 0;
      for (const { id, user_id: userId } of due) {
        await cancelSessions(userId, now);
        await repository.endPacks(userId, now);
        await deleteFiles(userId);
        if (await repository.complete(id, userId, now)) done += 1;
      }
      return done;
    },
  };
}
