import { randomUUID } from 'node:crypto';
import { recordPersonalDataAccess } from '#server/features/privacy/personal-data-access.repository.ts';
import { KYC_DOCUMENTS, KYC_NUMBER_OF_DOCUMENT } from '#shared/kyc.ts';
import { present } from '#shared/present.ts';
import type { Transaction } from '../executor';
import { kycDocumentView, type trainerKyc } from '../schema';
import { DEMO_ACCOUNTS, type DemoData } from './build-demo-data';
import { bulkInsert } from './bulk-insert';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * docs/product/privacy.md#who-reached-whose-data: the demo admin opened each document of the two
 * KYC submissions that have them, at the review (a day after submitting), each opening with the
 * number printed on it recorded as revealed; so the admin's list is not empty on the first start.
 */
export async function seedDemoPersonalDataAccess(
  tx: Transaction,
  data: DemoData,
  kyc: readonly (typeof trainerKyc.$inferInsert)[],
  now: Date,
) {
  const admin = present(
    data.users.find((row) => row.email === DEMO_ACCOUNTS.admin)?.id,
    'the demo admin',
  );
  const opened = kyc.flatMap((row) => {
    if (!row.aadhaarFrontImage || !row.submittedAt) return [];
    const trainerUser = present(
      data.trainers.find((draft) => draft.id === row.trainerId)?.userId,
      'a demo trainer with KYC',
    );
    // the one awaiting review was opened an hour ago, the verified one at its review
    const reviewedAt = row.reviewedAt ?? new Date(now.getTime() - 60 * MINUTE_MS);
    const start = Math.min(reviewedAt.getTime(), row.submittedAt.getTime() + DAY_MS);
    return KYC_DOCUMENTS.map((document, index) => ({
      trainerId: row.trainerId,
      trainerUser,
      document,
      at: new Date(start - (KYC_DOCUMENTS.length - index) * 2 * MINUTE_MS),
    }));
  });
  await bulkInsert(
    tx,
    kycDocumentView,
    opened.map((view) => ({
      id: randomUUID(),
      trainerId: view.trainerId,
      viewerId: admin,
      document: view.document,
      viewedAt: view.at,
    })),
  );
  for (const view of opened) {
    await recordPersonalDataAccess(tx, {
      actorId: admin,
      subjectId: view.trainerUser,
      action: 'kyc-numbers-revealed',
      detail: KYC_NUMBER_OF_DOCUMENT[view.document],
      at: view.at,
    });
  }
}
