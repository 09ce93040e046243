import { and, eq, exists, inArray, isNotNull, isNull, lt, notExists, or } from 'drizzle-orm';
import { deleteOlderThan } from '#server/db/delete-older-than.ts';
import type { Executor } from '#server/db/executor.ts';
import {
  analyticsEvent,
  booking,
  kycDocumentView,
  payment,
  personalDataAccess,
  trainer,
  trainerKyc,
  uploadGrant,
  user,
  verification,
} from '#server/db/schema.ts';

/** The upload fields whose files are identity documents (features/uploads/upload-fields.ts). */
const KYC_UPLOAD_FIELDS = ['aadhaarFrontImage', 'aadhaarBackImage', 'panImage'];

/**
 * Blanks the address of holds nobody paid for whose hold ended before `expiredBefore`
 * (docs/product/retention.md#the-table). A booking with a paid payment, or paid from a pack, is
 * never touched, whatever its status: its address is the record of where a session was held.
 */
export async function blankUnpaidHoldAddresses(
  db: Executor,
  expiredBefore: Date,
  limit: number,
): Promise<number> {
  const due = db
    .select({ id: booking.id })
    .from(booking)
    .where(
      and(
        isNotNull(booking.address),
        inArray(booking.status, ['pending', 'expired', 'cancelled']),
        isNull(booking.packId),
        lt(booking.holdExpiresAt, expiredBefore),
        notExists(
          db
            .select({ id: payment.id })
            .from(payment)
            .where(and(eq(payment.bookingId, booking.id), eq(payment.status, 'paid'))),
        ),
      ),
    )
    .limit(limit);
  const blanked = await db
    .update(booking)
    .set({ address: null })
    .where(inArray(booking.id, due))
    .returning({ id: booking.id });
  return blanked.length;
}

/** E-mail codes and reset links that expired before `before`. */
export const deleteExpiredVerifications = (db: Executor, before: Date, limit: number) =>
  deleteOlderThan(
    db,
    verification,
    { id: verification.id, at: verification.expiresAt },
    before,
    limit,
  );

export const deleteAnalyticsEventsBefore = (db: Executor, before: Date, limit: number) =>
  deleteOlderThan(
    db,
    analyticsEvent,
    { id: analyticsEvent.id, at: analyticsEvent.createdAt },
    before,
    limit,
  );

/** Both records of who reached whose data: access records and KYC document views. */
export async function deleteAccessRecordsBefore(db: Executor, before: Date, limit: number) {
  const access = await deleteOlderThan(
    db,
    personalDataAccess,
    { id: personalDataAccess.id, at: personalDataAccess.at },
    before,
    limit,
  );
  const views = await deleteOlderThan(
    db,
    kycDocumentView,
    { id: kycDocumentView.id, at: kycDocumentView.viewedAt },
    before,
    limit,
  );
  return access + views;
}

/** A trainer whose identity documents and Aadhaar number have outlived their purpose. */
export interface KycDueForErasure {
  trainerId: string;
  userId: string;
  /** The documents on the KYC record, as private references (`private:kyc/…`). */
  documentReferences: string[];
  /** Every KYC upload the trainer made, kept, replaced or abandoned. */
  uploads: { grantId: string; storageKey: string; fieldName: string }[];
}

/**
 * Trainers who left (their account was anonymised) or whose KYC was rejected, before
 * `leftBefore`, and who still have a KYC document, an Aadhaar number or a KYC upload on file.
 * A trainer still active, or whose KYC is under review or verified, is never among them.
 */
export async function kycDueForErasure(
  db: Executor,
  leftBefore: Date,
  limit: number,
): Promise<KycDueForErasure[]> {
  const kycUpload = and(
    eq(uploadGrant.userId, trainer.userId),
    inArray(uploadGrant.fieldName, KYC_UPLOAD_FIELDS),
  );
  const trainers = await db
    .select({ trainerId: trainer.id, userId: trainer.userId, kyc: trainerKyc })
    .from(trainer)
    .innerJoin(user, eq(user.id, trainer.userId))
    .leftJoin(trainerKyc, eq(trainerKyc.trainerId, trainer.id))
    .where(
      and(
        or(
          lt(user.anonymisedAt, leftBefore),
          and(eq(trainerKyc.status, 'rejected'), lt(trainerKyc.reviewedAt, leftBefore)),
        ),
        or(
          isNotNull(trainerKyc.aadhaarNumberEncrypted),
          isNotNull(trainerKyc.aadhaarLast4),
          isNotNull(trainerKyc.aadhaarFrontImage),
          isNotNull(trainerKyc.aadhaarBackImage),
          isNotNull(trainerKyc.panImage),
          exists(db.select({ id: uploadGrant.id }).from(uploadGrant).where(kycUpload)),
        ),
      ),
    )
    .orderBy(trainer.id)
    .limit(limit);
  if (trainers.length === 0) return [];
  const uploads = await db
    .select({
      userId: uploadGrant.userId,
      grantId: uploadGrant.id,
      key: uploadGrant.storageKey,
      fieldName: uploadGrant.fieldName,
    })
    .from(uploadGrant)
    .where(
      and(
        inArray(
          uploadGrant.userId,
          trainers.map((row) => row.userId),
        ),
        inArray(uploadGrant.fieldName, KYC_UPLOAD_FIELDS),
      ),
    );
  return trainers.map(({ trainerId, userId, kyc }) => ({
    trainerId,
    userId,
    documentReferences: [kyc?.aadhaarFrontImage, kyc?.aadhaarBackImage, kyc?.panImage].filter(
      (reference): reference is string => typeof reference === 'string',
    ),
    uploads: uploads
      .filter((row) => row.userId === userId)
      .map((row) => ({ grantId: row.grantId, storageKey: row.key, fieldName: row.fieldName })),
  }));
}

/**
 * Once their files are gone: the KYC record forgets the documents and the Aadhaar number (the
 * PAN and GSTIN stay, they are on tax records), and the KYC uploads are forgotten.
 */
export async function eraseKycDocuments(
  db: Executor,
  { trainerId, userId }: Pick<KycDueForErasure, 'trainerId' | 'userId'>,
  at: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(trainerKyc)
      .set({
        aadhaarNumberEncrypted: null,
        aadhaarLast4: null,
        aadhaarFrontImage: null,
        aadhaarBackImage: null,
        panImage: null,
        updatedAt: at,
      })
      .where(eq(trainerKyc.trainerId, trainerId));
    await tx
      .delete(uploadGrant)
      .where(
        and(eq(uploadGrant.userId, userId), inArray(uploadGrant.fieldName, KYC_UPLOAD_FIELDS)),
      );
  });
}
