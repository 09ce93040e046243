import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import {
  booking,
  payout,
  payoutBooking,
  routeTransfer,
  sessionPack,
  taxDocument,
  trainer,
  trainerKyc,
  user,
} from '#server/db/schema.ts';
import type { TaxDocumentSummary } from '#shared/tax/tax-documents-api.ts';

export type StoredTaxDocument = typeof taxDocument.$inferSelect;
export type StoredPayout = typeof payout.$inferSelect;

type Service = 'personal' | 'group' | 'online';

/** A document with what its printed form names beside it: its original, its booking or pack. */
export interface DocumentFacts {
  document: StoredTaxDocument;
  original: { serial: string; issueDate: string; totalPaise: number } | null;
  booking: { service: Service; sessionDate: string; timeSlot: string } | null;
  pack: { service: Service; kind: 'pack' | 'series'; sessions: number } | null;
}

/** The trainer as their statements name them: the name on their PAN when they gave one. */
export interface TrainerTaxIdentity {
  trainerName: string;
  panLast4: string | null;
  gstin: string | null;
}

export interface PayoutFacts extends TrainerTaxIdentity {
  payout: StoredPayout;
  sessions: {
    bookingId: string;
    sessionDate: string;
    service: 'personal' | 'group' | 'online';
    clientName: string;
    grossPaise: number;
    commissionPaise: number;
  }[];
}

/** A payment that credited a trainer in a period: a weekly payout or a Route transfer. */
export interface TrainerPayment {
  kind: 'payout' | 'route_transfer';
  id: string;
  madeAt: Date;
  /** The payout's week, or the transferred session's date. */
  weekStart: string | null;
  sessionDate: string | null;
  grossPaise: number;
  tdsPaise: number;
  tdsRateBp: number;
  tcsPaise: number;
}

const summary = {
  id: taxDocument.id,
  kind: taxDocument.kind,
  supply: taxDocument.supply,
  serial: taxDocument.serial,
  issueDate: taxDocument.issueDate,
  description: taxDocument.description,
  supplierName: taxDocument.supplierName,
  totalPaise: taxDocument.totalPaise,
  bookingId: taxDocument.bookingId,
  packId: taxDocument.packId,
};

const trainerIdentity = {
  trainerName: sql<string>`coalesce(${trainerKyc.panName}, nullif(${trainer.name}, ''), ${user.name})`,
  panLast4: trainerKyc.panLast4,
  gstin: trainerKyc.gstin,
};

/** The documents that concern a trainer: those issued on their behalf, and those addressed to them. */
const TRAINER_SUPPLIES = ['session', 'commission'] as const;

export function createTaxDocumentsRepository(db: Database) {
  async function page(
    where: SQL | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: TaxDocumentSummary[]; totalCount: number }> {
    const rows = await db
      .select(summary)
      .from(taxDocument)
      .where(where)
      .orderBy(desc(taxDocument.issuedAt), desc(taxDocument.serial))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ value: count() }).from(taxDocument).where(where);
    return { rows, totalCount: total?.value ?? 0 };
  }

  async function identityOf(trainerId: string): Promise<TrainerTaxIdentity | null> {
    const [row] = await db
      .select(trainerIdentity)
      .from(trainer)
      .innerJoin(user, eq(user.id, trainer.userId))
      .leftJoin(trainerKyc, eq(trainerKyc.trainerId, trainer.id))
      .where(eq(trainer.id, trainerId));
    return row ?? null;
  }

  return {
    /** A client's documents, newest first: those of their sessions and platform fees. */
    listForClient(clientId: string, offset: number, limit: number) {
      return page(eq(taxDocument.clientId, clientId), offset, limit);
    },

    listForTrainer(trainerId: string, offset: number, limit: number) {
      return page(
        and(
          eq(taxDocument.trainerId, trainerId),
          inArray(taxDocument.supply, [...TRAINER_SUPPLIES]),
        ),
        offset,
        limit,
      );
    },

    async find(id: string): Promise<DocumentFacts | null> {
      const original = alias(taxDocument, 'original');
      const [row] = await db
        .select({
          document: taxDocument,
          originalSerial: original.serial,
          originalIssueDate: original.issueDate,
          originalTotalPaise: original.totalPaise,
          booking: {
            service: booking.service,
            sessionDate: booking.sessionDate,
            timeSlot: booking.timeSlot,
          },
          pack: {
            service: sessionPack.service,
            kind: sessionPack.kind,
            sessions: sessionPack.sessions,
          },
        })
        .from(taxDocument)
        .leftJoin(booking, eq(booking.id, taxDocument.bookingId))
        .leftJoin(sessionPack, eq(sessionPack.id, taxDocument.packId))
        .leftJoin(original, eq(original.id, taxDocument.originalId))
        .where(eq(taxDocument.id, id));
      if (!row) return null;
      return {
        document: row.document,
        original:
          row.originalSerial !== null &&
          row.originalIssueDate !== null &&
          row.originalTotalPaise !== null
            ? {
                serial: row.originalSerial,
                issueDate: row.originalIssueDate,
                totalPaise: row.originalTotalPaise,
              }
            : null,
        booking: row.booking,
        pack: row.pack,
      };
    },

    identityOf,

    /** A payout with the sessions it pays and the trainer's tax identity; null when none. */
    async payoutFacts(payoutId: string): Promise<PayoutFacts | null> {
      const [row] = await db
        .select({ payout, ...trainerIdentity })
        .from(payout)
        .innerJoin(trainer, eq(trainer.id, payout.trainerId))
        .innerJoin(user, eq(user.id, trainer.userId))
        .leftJoin(trainerKyc, eq(trainerKyc.trainerId, trainer.id))
        .where(eq(payout.id, payoutId));
      if (!row) return null;
      const sessions = await db
        .select({
          bookingId: payoutBooking.bookingId,
          sessionDate: booking.sessionDate,
          service: booking.service,
          clientName: user.name,
          grossPaise: payoutBooking.grossPaise,
          commissionPaise: payoutBooking.platformFeePaise,
        })
        .from(payoutBooking)
        .innerJoin(booking, eq(booking.id, payoutBooking.bookingId))
        .innerJoin(user, eq(user.id, booking.clientId))
        .where(eq(payoutBooking.payoutId, payoutId))
        .orderBy(asc(booking.startsAt), asc(booking.id));
      const { payout: stored, ...identity } = row;
      return { payout: stored, ...identity, sessions };
    },

    /**
     * What credited a trainer from `from` (inclusive) to `to` (exclusive): payouts made and Route
     * transfers not reversed, as the TDS threshold counts them (payout-postings.repository.ts),
     * oldest first.
     */
    async paymentsBetween(trainerId: string, from: Date, to: Date): Promise<TrainerPayment[]> {
      const payouts = await db
        .select({
          id: payout.id,
          madeAt: payout.createdAt,
          weekStart: payout.weekStart,
          grossPaise: payout.grossPaise,
          tdsPaise: payout.tdsPaise,
          tdsRateBp: payout.tdsRateBp,
          tcsPaise: payout.tcsPaise,
        })
        .from(payout)
        .where(
          and(
            eq(payout.trainerId, trainerId),
            gte(payout.createdAt, from),
            lt(payout.createdAt, to),
          ),
        );
      const transfers = await db
        .select({
          id: routeTransfer.id,
          madeAt: routeTransfer.createdAt,
          sessionDate: booking.sessionDate,
          grossPaise: routeTransfer.grossPaise,
          tdsPaise: routeTransfer.tdsPaise,
          tdsRateBp: routeTransfer.tdsRateBp,
          tcsPaise: routeTransfer.tcsPaise,
        })
        .from(routeTransfer)
        .innerJoin(booking, eq(booking.id, routeTransfer.bookingId))
        .where(
          and(
            eq(routeTransfer.trainerId, trainerId),
            gte(routeTransfer.createdAt, from),
            lt(routeTransfer.createdAt, to),
            ne(routeTransfer.status, 'reversed'),
          ),
        );
      return [
        ...payouts.map((row) => ({
          kind: 'payout' as const,
          sessionDate: null,
          ...row,
        })),
        ...transfers.map((row) => ({
          kind: 'route_transfer' as const,
          weekStart: null,
          ...row,
        })),
      ].sort((a, b) => a.madeAt.getTime() - b.madeAt.getTime() || a.id.localeCompare(b.id));
    },
  };
}
export type TaxDocumentsRepository = ReturnType<typeof createTaxDocumentsRepository>;
