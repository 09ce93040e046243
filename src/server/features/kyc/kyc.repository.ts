import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { kycDocumentView, trainer, trainerKyc, user } from '#server/db/schema.ts';
import { recordPersonalDataAccess } from '#server/features/privacy/personal-data-access.repository.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import type { SideEffect } from '#server/outbox/side-effect.ts';
import { KYC_NUMBER_OF_DOCUMENT, type KycDocument, type KycReviewStatus } from '#shared/kyc.ts';

export type KycRecord = typeof trainerKyc.$inferSelect;

/** What a submission writes: the numbers already encrypted, the documents as private references. */
export type KycSubmissionColumns = Pick<
  KycRecord,
  | 'aadhaarNumberEncrypted'
  | 'aadhaarLast4'
  | 'aadhaarName'
  | 'panNumberEncrypted'
  | 'panLast4'
  | 'panName'
  | 'upiId'
  | 'bankAccountName'
  | 'bankAccountNumberEncrypted'
  | 'bankAccountLast4'
  | 'bankIfsc'
  | 'bankName'
  | 'bankBranch'
  | 'stateCode'
  | 'gstin'
  | 'aadhaarFrontImage'
  | 'aadhaarBackImage'
  | 'panImage'
>;

/** A verified trainer's state and GSTIN (null: not GST-registered). */
export type KycTaxColumns = Pick<KycRecord, 'stateCode' | 'gstin'>;

/** A decision on a submission under review, with the mail that tells the trainer. */
export interface KycDecision {
  status: 'completed' | 'rejected';
  rejectionReason: string | null;
  reviewerId: string;
  at: Date;
  notices: readonly SideEffect[];
}

const owner = {
  trainerName: trainer.name,
  firstName: user.firstName,
  lastName: user.lastName,
  accountEmail: user.email,
};

/**
 * States a trainer may submit from (docs/product/kyc.md#kyc-states); 'none' is the absence of a
 * row.
 */
const EDITABLE = ['pending', 'rejected'] as const;

export function createKycRepository(db: Database) {
  return {
    async trainerOfUser(userId: string) {
      const [row] = await db
        .select({ trainerId: trainer.id })
        .from(trainer)
        .where(eq(trainer.userId, userId))
        .limit(1);
      return row?.trainerId ?? null;
    },

    async find(trainerId: string): Promise<KycRecord | null> {
      const [row] = await db
        .select()
        .from(trainerKyc)
        .where(eq(trainerKyc.trainerId, trainerId))
        .limit(1);
      return row ?? null;
    },

    /** The submission with its trainer's name and e-mail, for a reviewer or a decision mail. */
    async findWithOwner(trainerId: string) {
      const [row] = await db
        .select({ kyc: trainerKyc, ...owner })
        .from(trainerKyc)
        .innerJoin(trainer, eq(trainer.id, trainerKyc.trainerId))
        .innerJoin(user, eq(user.id, trainer.userId))
        .where(eq(trainerKyc.trainerId, trainerId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Sends the details for review. One statement, so a second submission at the same moment,
     * or one racing an admin's decision, finds the row no longer editable and changes nothing.
     */
    async submit(trainerId: string, columns: KycSubmissionColumns, at: Date): Promise<boolean> {
      const review = {
        ...columns,
        status: 'partial' as const,
        rejectionReason: null,
        aadhaarVerified: false,
        panVerified: false,
        submittedAt: at,
        reviewedAt: null,
        reviewedBy: null,
        updatedAt: at,
      };
      const rows = await db
        .insert(trainerKyc)
        .values({ trainerId, ...review, createdAt: at })
        .onConflictDoUpdate({
          target: trainerKyc.trainerId,
          set: review,
          setWhere: inArray(trainerKyc.status, [...EDITABLE]),
        })
        .returning({ trainerId: trainerKyc.trainerId });
      return rows.length === 1;
    },

    /**
     * Changes a verified KYC's state and GSTIN, and nothing else: its status stays. False when the
     * KYC is (no longer) verified.
     */
    async saveTaxDetails(trainerId: string, columns: KycTaxColumns, at: Date): Promise<boolean> {
      const rows = await db
        .update(trainerKyc)
        .set({ ...columns, updatedAt: at })
        .where(and(eq(trainerKyc.trainerId, trainerId), eq(trainerKyc.status, 'completed')))
        .returning({ trainerId: trainerKyc.trainerId });
      return rows.length === 1;
    },

    /** Submissions in one state, oldest submission first. */
    async queue(status: KycReviewStatus, offset: number, limit: number) {
      const where = eq(trainerKyc.status, status);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ kyc: trainerKyc, ...owner })
          .from(trainerKyc)
          .innerJoin(trainer, eq(trainer.id, trainerKyc.trainerId))
          .innerJoin(user, eq(user.id, trainer.userId))
          .where(where)
          .orderBy(asc(trainerKyc.submittedAt), asc(trainerKyc.trainerId))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(trainerKyc).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Decides a submission still under review, and queues its mail in the same transaction. */
    async decide(trainerId: string, decision: KycDecision): Promise<boolean> {
      const verified = decision.status === 'completed';
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(trainerKyc)
          .set({
            status: decision.status,
            rejectionReason: decision.rejectionReason,
            aadhaarVerified: verified,
            panVerified: verified,
            reviewedAt: decision.at,
            reviewedBy: decision.reviewerId,
            updatedAt: decision.at,
          })
          .where(and(eq(trainerKyc.trainerId, trainerId), eq(trainerKyc.status, 'partial')))
          .returning({ trainerId: trainerKyc.trainerId });
        if (rows.length === 0) return false;
        await enqueueSideEffects(tx, decision.notices, decision.at);
        return true;
      });
    },

    /**
     * A reviewer opened a document and with it the full number printed on it: both are recorded,
     * together, before either is handed out (docs/product/privacy.md#who-reached-whose-data).
     */
    async recordDocumentView(trainerId: string, viewerId: string, document: KycDocument, at: Date) {
      await db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ userId: trainer.userId })
          .from(trainer)
          .where(eq(trainer.id, trainerId))
          .limit(1);
        if (!owner) throw new Error(`KYC document view: no trainer ${trainerId}`);
        await tx
          .insert(kycDocumentView)
          .values({ id: randomUUID(), trainerId, viewerId, document, viewedAt: at });
        await recordPersonalDataAccess(tx, {
          actorId: viewerId,
          subjectId: owner.userId,
          action: 'kyc-numbers-revealed',
          detail: KYC_NUMBER_OF_DOCUMENT[document],
          at,
        });
      });
    },

    async documentViews(trainerId: string, limit: number) {
      return db
        .select({
          document: kycDocumentView.document,
          viewedAt: kycDocumentView.viewedAt,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
        })
        .from(kycDocumentView)
        .innerJoin(user, eq(user.id, kycDocumentView.viewerId))
        .where(eq(kycDocumentView.trainerId, trainerId))
        .orderBy(desc(kycDocumentView.viewedAt), desc(kycDocumentView.id))
        .limit(limit);
    },
  };
}
export type KycRepository = ReturnType<typeof createKycRepository>;
