import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { StoredPortfolio } from '#server/db/schema/marketplace.ts';
import { trainer, user } from '#server/db/schema.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import type { SideEffect } from '#server/outbox/side-effect.ts';
import type { PortfolioStatus } from '#shared/portfolio-status.ts';
import type { publishedColumns } from './stored-portfolio';

export type TrainerRecord = typeof trainer.$inferSelect;

/** Where a save leaves the review: sent (reason cleared) or kept as it was. */
export type ReviewChange = Pick<TrainerRecord, 'status' | 'submittedAt' | 'rejectionReason'>;

const owner = {
  firstName: user.firstName,
  lastName: user.lastName,
  accountEmail: user.email,
};

export function createTrainerPortfolioRepository(db: Database) {
  async function findOne(where: SQL) {
    const [row] = await db
      .select({ trainer, ...owner })
      .from(trainer)
      .innerJoin(user, eq(user.id, trainer.userId))
      .where(where)
      .limit(1);
    return row ?? null;
  }

  /** An admin's decision on the revision submitted at `submittedAt`, with its notices. */
  function decide(
    trainerId: string,
    submittedAt: Date,
    changes: Partial<typeof trainer.$inferInsert>,
    at: Date,
    notices: readonly SideEffect[],
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(trainer)
        .set(changes)
        .where(pendingRevision(trainerId, submittedAt))
        .returning({ id: trainer.id });
      if (rows.length !== 1) return false;
      await enqueueSideEffects(tx, notices, at);
      return true;
    });
  }

  return {
    findByUser: (userId: string) => findOne(eq(trainer.userId, userId)),

    /** The trainer with the account to write to about its review. */
    findWithOwner: (trainerId: string) => findOne(eq(trainer.id, trainerId)),

    /**
     * Keeps the trainer's edit; the published columns stay as approved
     * (docs/product/trainer-portfolio.md#revisions-and-publishing).
     */
    async saveRevision(
      trainerId: string,
      revision: StoredPortfolio,
      review: ReviewChange,
      at: Date,
    ) {
      await db
        .update(trainer)
        .set({ revision, ...review, updatedAt: at })
        .where(eq(trainer.id, trainerId));
    },

    /** Portfolios in one review state, oldest submission first. */
    async queue(status: PortfolioStatus, offset: number, limit: number) {
      const where = eq(trainer.status, status);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ trainer, ...owner })
          .from(trainer)
          .innerJoin(user, eq(user.id, trainer.userId))
          .where(where)
          .orderBy(asc(trainer.submittedAt), asc(trainer.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(trainer).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * Publishes the revision sent at `submittedAt`; false when the trainer saved again or it
     * was decided meanwhile, so an admin never publishes what they did not see. The notices
     * are stored with the decision (docs/decisions/0010-side-effects-through-an-outbox.md), so the
     * trainer hears of exactly what was done.
     */
    async approve(
      trainerId: string,
      submittedAt: Date,
      columns: ReturnType<typeof publishedColumns>,
      at: Date,
      notices: readonly SideEffect[],
    ): Promise<boolean> {
      return decide(
        trainerId,
        submittedAt,
        {
          ...columns,
          revision: null,
          status: 'approved',
          rejectionReason: null,
          published: true,
          approvedAt: at,
          updatedAt: at,
        },
        at,
        notices,
      );
    },

    async reject(
      trainerId: string,
      submittedAt: Date,
      reason: string,
      at: Date,
      notices: readonly SideEffect[],
    ): Promise<boolean> {
      return decide(
        trainerId,
        submittedAt,
        { status: 'rejected', rejectionReason: reason, updatedAt: at },
        at,
        notices,
      );
    },
  };
}
export type TrainerPortfolioRepository = ReturnType<typeof createTrainerPortfolioRepository>;

const pendingRevision = (trainerId: string, submittedAt: Date) =>
  and(
    eq(trainer.id, trainerId),
    eq(trainer.status, 'pending_review'),
    eq(trainer.submittedAt, submittedAt),
  );
