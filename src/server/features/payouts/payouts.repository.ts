import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { payout, trainer, user } from '#server/db/schema.ts';
import type { MailMessage } from '#server/integrations/mail/mailer.ts';
import type { Beneficiary, PayoutOrder } from '#server/integrations/payouts/payout-provider.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import { mailEffect } from '#server/outbox/side-effect.ts';
import {
  type AdminPayout,
  type AdminPayoutsData,
  PAYOUT_STATUSES,
  type PayoutProviderKind,
  type PayoutStatus,
  type PayoutTotals,
  type TrainerPayout,
} from '#shared/payouts.ts';
import { postPayoutPaid } from '../ledger/payout-postings.repository';
import type { PayoutMailView } from './payout-emails';

type PayoutRow = typeof payout.$inferSelect;
type PayoutChange = Partial<typeof payout.$inferInsert>;

const WEEKS_LISTED = 52;
/** A trainer who has not saved a portfolio yet has no display name: their account's then. */
const trainerName = sql<string>`coalesce(nullif(${trainer.name}, ''), ${user.name})`;

function trainerView(row: PayoutRow): TrainerPayout {
  return {
    id: row.id,
    weekStart: row.weekStart,
    weekEnd: row.weekEnd,
    status: row.status,
    sessionCount: row.sessionCount,
    grossPaise: row.grossPaise,
    platformFeePaise: row.platformFeePaise,
    netPaise: row.netPaise,
    transferReference: row.transferReference,
    failureReason: row.failureReason,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

function adminView(row: PayoutRow, trainerName: string): AdminPayout {
  return {
    ...trainerView(row),
    trainerId: row.trainerId,
    trainerName,
    provider: row.provider,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createPayoutsRepository(db: Database) {
  /**
   * Moves one payout out of the given statuses, with its e-mail to the trainer in the same
   * transaction (docs/decisions/0010-side-effects-through-an-outbox.md); null when the payout was
   * not in one of them.
   */
  async function transition(
    id: string,
    from: readonly PayoutStatus[],
    change: PayoutChange,
    mail: ((view: PayoutMailView) => MailMessage) | null,
    now: Date,
  ): Promise<AdminPayout | null> {
    return db.transaction(async (tx) => {
      const [moved] = await tx
        .update(payout)
        .set({ ...change, updatedAt: now })
        .where(and(eq(payout.id, id), inArray(payout.status, [...from])))
        .returning();
      if (!moved) return null;
      if (moved.status === 'paid') await postPayoutPaid(tx, moved, now);
      const [owner] = await tx
        .select({ name: trainerName, email: user.email })
        .from(trainer)
        .innerJoin(user, eq(user.id, trainer.userId))
        .where(eq(trainer.id, moved.trainerId));
      if (mail && owner) {
        const message = mail({ ...moved, trainerName: owner.name, trainerEmail: owner.email });
        await enqueueSideEffects(tx, [mailEffect(message)], now);
      }
      return adminView(moved, owner?.name ?? '');
    });
  }

  return {
    transition,

    async find(id: string): Promise<AdminPayout | null> {
      const [row] = await db
        .select({ payout, trainerName })
        .from(payout)
        .innerJoin(trainer, eq(trainer.id, payout.trainerId))
        .innerJoin(user, eq(user.id, trainer.userId))
        .where(eq(payout.id, id));
      return row ? adminView(row.payout, row.trainerName) : null;
    },

    /** A week's payouts for the admin screen, with per-status totals and the weeks to choose. */
    async adminList(filter: {
      week?: string;
      status?: PayoutStatus;
      offset: number;
      limit: number;
    }): Promise<Omit<AdminPayoutsData, 'sendingProvider'>> {
      const weeks = (
        await db
          .selectDistinct({ weekStart: payout.weekStart })
          .from(payout)
          .orderBy(desc(payout.weekStart))
          .limit(WEEKS_LISTED)
      ).map((row) => row.weekStart);
      const week = filter.week ?? weeks[0] ?? null;
      const totals = Object.fromEntries(
        PAYOUT_STATUSES.map((status) => [status, { count: 0, netPaise: 0 }]),
      ) as PayoutTotals;
      if (!week) return { week, weeks, totals, payouts: [], totalCount: 0 };

      const grouped = await db
        .select({ status: payout.status, count: count(), netPaise: sum(payout.netPaise) })
        .from(payout)
        .where(eq(payout.weekStart, week))
        .groupBy(payout.status);
      for (const row of grouped) {
        totals[row.status] = { count: row.count, netPaise: Number(row.netPaise ?? 0) };
      }
      const rows = await db
        .select({ payout, trainerName })
        .from(payout)
        .innerJoin(trainer, eq(trainer.id, payout.trainerId))
        .innerJoin(user, eq(user.id, trainer.userId))
        .where(
          and(
            eq(payout.weekStart, week),
            filter.status ? eq(payout.status, filter.status) : undefined,
          ),
        )
        .orderBy(asc(trainerName), asc(payout.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const totalCount = filter.status
        ? totals[filter.status].count
        : PAYOUT_STATUSES.reduce((all, status) => all + totals[status].count, 0);
      return {
        week,
        weeks,
        totals,
        payouts: rows.map((row) => adminView(row.payout, row.trainerName)),
        totalCount,
      };
    },

    /** The signed-in trainer's payouts, newest week first. */
    async trainerHistory(userId: string, limit: number): Promise<TrainerPayout[]> {
      const rows = await db
        .select({ payout })
        .from(payout)
        .innerJoin(trainer, eq(trainer.id, payout.trainerId))
        .where(eq(trainer.userId, userId))
        .orderBy(desc(payout.weekStart))
        .limit(limit);
      return rows.map((row) => trainerView(row.payout));
    },

    /**
     * Claims the next payout for a sending provider: a pending one (status → processing), or
     * one left processing without the provider's id by a process that stopped mid-send, once
     * its lease is over. SKIP LOCKED lets processes claiming at once pass each other by.
     */
    async claimUnsent(
      provider: PayoutProviderKind,
      now: Date,
      leaseMs: number,
    ): Promise<(PayoutOrder & { sendAttempts: number }) | null> {
      const due = db
        .select({ id: payout.id })
        .from(payout)
        .where(
          and(
            eq(payout.provider, provider),
            or(
              eq(payout.status, 'pending'),
              and(
                eq(payout.status, 'processing'),
                isNull(payout.providerPayoutId),
                lt(payout.processingAt, new Date(now.getTime() - leaseMs)),
              ),
            ),
          ),
        )
        .orderBy(asc(payout.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [claimed] = await db
        .update(payout)
        .set({
          status: 'processing',
          processingAt: now,
          sendAttempts: sql`${payout.sendAttempts} + 1`,
          updatedAt: now,
        })
        .where(inArray(payout.id, due))
        .returning();
      return claimed
        ? {
            id: claimed.id,
            trainerId: claimed.trainerId,
            netPaise: claimed.netPaise,
            weekStart: claimed.weekStart,
            attempts: claimed.attempts,
            sendAttempts: claimed.sendAttempts,
          }
        : null;
    },

    /** The provider took the payout: its id, so the webhook can find it. */
    async recordProviderId(id: string, providerPayoutId: string, now: Date) {
      await db
        .update(payout)
        .set({ providerPayoutId, updatedAt: now })
        .where(and(eq(payout.id, id), eq(payout.status, 'processing')));
    },

    /**
     * The payout a provider's event is about: by the provider's id, or, when the event beat the
     * saving of that id, by the reference we sent (the idempotency key of its current attempt,
     * so an event of an attempt before a retry finds nothing). `byReference` says the provider's
     * id was never saved: whatever status the payout has, the provider had not spoken of it.
     */
    async findProviderPayout(
      providerPayoutId: string,
      reference: string | null,
    ): Promise<{ id: string; byReference: boolean } | null> {
      const [row] = await db
        .select({ id: payout.id, savedId: payout.providerPayoutId })
        .from(payout)
        .where(
          or(
            eq(payout.providerPayoutId, providerPayoutId),
            reference
              ? and(
                  isNull(payout.providerPayoutId),
                  sql`replace(${payout.id}, '-', '') || '-' || ${payout.attempts} = ${reference}`,
                )
              : sql`false`,
          ),
        )
        .limit(1);
      return row ? { id: row.id, byReference: row.savedId === null } : null;
    },

    /** Who a payout goes to, as a payout provider's contact: the trainer's name and address. */
    async payeeContact(trainerId: string): Promise<PayeeContact | null> {
      const [row] = await db
        .select({ name: trainerName, email: user.email, phone: trainer.phone })
        .from(trainer)
        .innerJoin(user, eq(user.id, trainer.userId))
        .where(eq(trainer.id, trainerId));
      return row ?? null;
    },
  };
}
export type PayeeContact = Pick<Beneficiary, 'name' | 'email' | 'phone'>;
export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
