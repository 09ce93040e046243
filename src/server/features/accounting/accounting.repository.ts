import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  not,
  sql,
} from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import {
  ledgerEntry,
  ledgerLine,
  payment,
  payout,
  refund,
  routeTransfer,
  taxDocument,
  trainer,
  trainerKyc,
  user,
} from '#server/db/schema.ts';
import type { LedgerAccount, LedgerEntryKind } from '#shared/ledger.ts';
import type { Period } from './periods';

const total = (column: AnyColumn) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** The paise an entry moved on the gateway account: + in (a capture), − out (a refund). */
const gatewayLinesOf = (entryId: typeof ledgerEntry.id) =>
  sql<number>`(select coalesce(sum(gl.amount_paise), 0)::bigint from ledger_line gl
    where gl.entry_id = ${entryId} and gl.account = 'gateway')`.mapWith(Number);

/** The money records behind an entry are named in its source: 'capture:<payment id>'. */
const CAPTURE = 'capture:';
const REFUND_OWED = 'refund-owed:';
const REFUND_PAID = 'refund-paid:';
const idAfter = (prefix: string) =>
  sql<string>`substring(${ledgerEntry.source} from ${sql.raw(String(prefix.length + 1))})`;
const sourceOf = (prefix: string, id: AnyColumn | ReturnType<typeof idAfter>) =>
  sql`${sql.raw(`'${prefix}'`)} || ${id}`;

/** Route transfers that credited a trainer and were not taken back. */
const creditedTransfer = not(inArray(routeTransfer.status, ['reversed', 'failed']));

const inPeriod = (column: PgColumn, period: Period) =>
  and(gte(column, period.from), lt(column, period.to));

/**
 * The reads behind the admin's reconciliation and returns exports
 * (docs/product/tax.md#reconciliation-and-returns). Nothing here writes: money records and
 * ledger entries are only ever read.
 */
export function createAccountingRepository(db: Database) {
  return {
    /** Payments the gateway captured in the period, each with its capture entry, if any. */
    paymentsCaptured(period: Period) {
      return db
        .select({
          paymentId: payment.id,
          bookingId: payment.bookingId,
          provider: payment.provider,
          providerPaymentId: payment.paymentId,
          amountPaise: payment.amountPaise,
          paidAt: payment.paidAt,
          entryAt: ledgerEntry.occurredAt,
          ledgerPaise: gatewayLinesOf(ledgerEntry.id),
        })
        .from(payment)
        .leftJoin(ledgerEntry, eq(ledgerEntry.source, sourceOf(CAPTURE, payment.id)))
        .where(and(eq(payment.status, 'paid'), inPeriod(payment.paidAt, period)))
        .orderBy(asc(payment.paidAt), asc(payment.id));
    },

    /** Capture entries posted in the period, each with the payment it names. */
    captureEntries(period: Period) {
      return db
        .select({
          paymentId: idAfter(CAPTURE),
          bookingId: ledgerEntry.bookingId,
          entryAt: ledgerEntry.occurredAt,
          ledgerPaise: gatewayLinesOf(ledgerEntry.id),
          paymentStatus: payment.status,
          provider: payment.provider,
          providerPaymentId: payment.paymentId,
          amountPaise: payment.amountPaise,
          paidAt: payment.paidAt,
        })
        .from(ledgerEntry)
        .leftJoin(payment, eq(payment.id, idAfter(CAPTURE)))
        .where(and(eq(ledgerEntry.kind, 'capture'), inPeriod(ledgerEntry.occurredAt, period)))
        .orderBy(asc(ledgerEntry.occurredAt), asc(ledgerEntry.id));
    },

    /** Refunds the gateway processed in the period, each with its refund-paid entry, if any. */
    refundsProcessed(period: Period) {
      return db
        .select({
          refundId: refund.id,
          paymentId: refund.paymentId,
          bookingId: payment.bookingId,
          provider: payment.provider,
          providerPaymentId: payment.paymentId,
          amountPaise: refund.amountPaise,
          processedAt: refund.processedAt,
          entryAt: ledgerEntry.occurredAt,
          ledgerPaise: gatewayLinesOf(ledgerEntry.id),
        })
        .from(refund)
        .innerJoin(payment, eq(payment.id, refund.paymentId))
        .leftJoin(
          ledgerEntry,
          and(eq(ledgerEntry.kind, 'refund_paid'), eq(ledgerEntry.refundId, refund.id)),
        )
        .where(
          and(
            eq(refund.status, 'processed'),
            gte(refund.processedAt, period.from),
            lt(refund.processedAt, period.to),
          ),
        )
        .orderBy(asc(refund.processedAt), asc(refund.id));
    },

    /** Refund-paid entries posted in the period, each with the refund it names. */
    refundPaidEntries(period: Period) {
      return db
        .select({
          refundId: ledgerEntry.refundId,
          paymentId: idAfter(REFUND_PAID),
          bookingId: ledgerEntry.bookingId,
          entryAt: ledgerEntry.occurredAt,
          ledgerPaise: gatewayLinesOf(ledgerEntry.id),
          refundStatus: refund.status,
          amountPaise: refund.amountPaise,
          processedAt: refund.processedAt,
          provider: payment.provider,
          providerPaymentId: payment.paymentId,
        })
        .from(ledgerEntry)
        .leftJoin(refund, eq(refund.id, ledgerEntry.refundId))
        .leftJoin(payment, eq(payment.id, idAfter(REFUND_PAID)))
        .where(and(eq(ledgerEntry.kind, 'refund_paid'), inPeriod(ledgerEntry.occurredAt, period)))
        .orderBy(asc(ledgerEntry.occurredAt), asc(ledgerEntry.id));
    },

    /** The gateway account's movement in the period, per kind of entry. */
    async gatewayMovements(period: Period) {
      const rows = await db
        .select({ kind: ledgerEntry.kind, amountPaise: total(ledgerLine.amountPaise) })
        .from(ledgerLine)
        .innerJoin(ledgerEntry, eq(ledgerEntry.id, ledgerLine.entryId))
        .where(and(eq(ledgerLine.account, 'gateway'), inPeriod(ledgerEntry.occurredAt, period)))
        .groupBy(ledgerEntry.kind);
      return rows as { kind: LedgerEntryKind; amountPaise: number }[];
    },

    /** Each account's balance (debit positive) over the entries posted before `to`. */
    async balancesBefore(to: Date) {
      const rows = await db
        .select({ account: ledgerLine.account, balancePaise: total(ledgerLine.amountPaise) })
        .from(ledgerLine)
        .innerJoin(ledgerEntry, eq(ledgerEntry.id, ledgerLine.entryId))
        .where(lt(ledgerEntry.occurredAt, to))
        .groupBy(ledgerLine.account);
      return new Map(rows.map((row) => [row.account as LedgerAccount, row.balancePaise]));
    },

    /**
     * Refunds owed to clients before `to` and not yet paid by then, oldest first (at most
     * `limit`), with how many there are, and the latest refund row's state of each.
     */
    async refundsOwedBefore(to: Date, limit: number) {
      const owedPayment = idAfter(REFUND_OWED);
      const unpaid = and(
        eq(ledgerEntry.kind, 'refund_owed'),
        lt(ledgerEntry.occurredAt, to),
        sql`not exists (select 1 from ledger_entry paid
          where paid.source = ${sourceOf(REFUND_PAID, owedPayment)}
            and paid.occurred_at < ${to.toISOString()}::timestamptz)`,
      );
      const [counted] = await db.select({ count: count() }).from(ledgerEntry).where(unpaid);
      const items = await db
        .select({
          paymentId: owedPayment,
          bookingId: ledgerEntry.bookingId,
          owedAt: ledgerEntry.occurredAt,
          amountPaise: sql<number>`(select coalesce(-sum(rl.amount_paise), 0)::bigint
            from ledger_line rl where rl.entry_id = ${ledgerEntry.id}
              and rl.account = 'refund_payable')`.mapWith(Number),
          status: sql<string | null>`(select r.status from refund r
            where r.payment_id = ${owedPayment} order by r.created_at desc, r.id desc limit 1)`,
        })
        .from(ledgerEntry)
        .where(unpaid)
        .orderBy(asc(ledgerEntry.occurredAt), asc(ledgerEntry.id))
        .limit(limit);
      return { count: counted?.count ?? 0, items };
    },

    /** The whole ledger's check: entries whose lines do not add up to zero or are fewer than two. */
    async unbalancedEntries(limit: number) {
      const [entries] = await db.select({ count: count() }).from(ledgerEntry);
      const lineTotal = sql<number>`coalesce(sum(${ledgerLine.amountPaise}), 0)::bigint`;
      const lineCount = sql<number>`count(${ledgerLine.entryId})::int`;
      const unbalanced = await db
        .select({
          entryId: ledgerEntry.id,
          source: ledgerEntry.source,
          totalPaise: lineTotal.mapWith(Number),
          lineCount: lineCount.mapWith(Number),
        })
        .from(ledgerEntry)
        .leftJoin(ledgerLine, eq(ledgerLine.entryId, ledgerEntry.id))
        .groupBy(ledgerEntry.id, ledgerEntry.source)
        .having(sql`${lineTotal} <> 0 or ${lineCount} < 2`)
        .orderBy(asc(ledgerEntry.id))
        .limit(limit);
      return { entries: entries?.count ?? 0, unbalanced };
    },

    /** The platform's own tax invoices and credit notes issued in the period (GSTR-1). */
    platformDocuments(period: Period) {
      const original = alias(taxDocument, 'original_document');
      return db
        .select({
          kind: taxDocument.kind,
          serial: taxDocument.serial,
          issueDate: taxDocument.issueDate,
          recipientName: taxDocument.recipientName,
          recipientGstin: taxDocument.recipientGstin,
          supplierState: taxDocument.supplierState,
          placeOfSupply: taxDocument.placeOfSupply,
          sac: taxDocument.sac,
          gstRateBp: taxDocument.gstRateBp,
          taxablePaise: taxDocument.taxablePaise,
          cgstPaise: taxDocument.cgstPaise,
          sgstPaise: taxDocument.sgstPaise,
          igstPaise: taxDocument.igstPaise,
          totalPaise: taxDocument.totalPaise,
          originalTotalPaise: original.totalPaise,
        })
        .from(taxDocument)
        .leftJoin(original, eq(original.id, taxDocument.originalId))
        .where(
          and(
            eq(taxDocument.onBehalf, 'platform'),
            inArray(taxDocument.kind, ['tax_invoice', 'credit_note']),
            gte(taxDocument.issueDate, period.firstDate),
            lte(taxDocument.issueDate, period.lastDate),
          ),
        )
        .orderBy(asc(taxDocument.issueDate), asc(taxDocument.serial));
    },

    /**
     * Tax invoices and credit notes issued in the period on behalf of GST-registered trainers:
     * the supplies the platform collects TCS on (GSTR-8).
     */
    registeredTrainerDocuments(period: Period) {
      return db
        .select({
          trainerId: taxDocument.trainerId,
          kind: taxDocument.kind,
          supplierGstin: sql<string>`${taxDocument.supplierGstin}`,
          supplierName: taxDocument.supplierName,
          placeOfSupply: taxDocument.placeOfSupply,
          recipientGstin: taxDocument.recipientGstin,
          taxablePaise: taxDocument.taxablePaise,
        })
        .from(taxDocument)
        .where(
          and(
            eq(taxDocument.onBehalf, 'trainer'),
            isNotNull(taxDocument.supplierGstin),
            inArray(taxDocument.kind, ['tax_invoice', 'credit_note']),
            gte(taxDocument.issueDate, period.firstDate),
            lte(taxDocument.issueDate, period.lastDate),
          ),
        )
        .orderBy(asc(taxDocument.issueDate), asc(taxDocument.serial));
    },

    /** TCS withheld in the period from each trainer's payouts and Route transfers. */
    async tcsWithheld(period: Period) {
      const payouts = await db
        .select({ trainerId: payout.trainerId, tcsPaise: total(payout.tcsPaise) })
        .from(payout)
        .where(and(gte(payout.createdAt, period.from), lt(payout.createdAt, period.to)))
        .groupBy(payout.trainerId);
      const transfers = await db
        .select({ trainerId: routeTransfer.trainerId, tcsPaise: total(routeTransfer.tcsPaise) })
        .from(routeTransfer)
        .where(
          and(
            creditedTransfer,
            gte(routeTransfer.createdAt, period.from),
            lt(routeTransfer.createdAt, period.to),
          ),
        )
        .groupBy(routeTransfer.trainerId);
      const withheld = new Map<string, number>();
      for (const row of [...payouts, ...transfers]) {
        withheld.set(row.trainerId, (withheld.get(row.trainerId) ?? 0) + row.tcsPaise);
      }
      const trainerIds = [...withheld].filter(([, tcs]) => tcs > 0).map(([id]) => id);
      if (trainerIds.length === 0) return [];
      const parties = await db
        .select({ trainerId: trainer.id, name: trainer.name, gstin: trainerKyc.gstin })
        .from(trainer)
        .leftJoin(trainerKyc, eq(trainerKyc.trainerId, trainer.id))
        .where(inArray(trainer.id, trainerIds));
      return parties.map((party) => ({ ...party, tcsPaise: withheld.get(party.trainerId) ?? 0 }));
    },

    /**
     * Every credit to a trainer in the period that TDS under section 194-O was reckoned on:
     * payouts made and Route transfers, oldest first, with the PAN as stored (sealed).
     */
    async tdsCredits(period: Period) {
      const deductee = {
        trainerName: trainer.name,
        accountName: user.name,
        panName: trainerKyc.panName,
        panSealed: trainerKyc.panNumberEncrypted,
      };
      const payouts = await db
        .select({
          reference: payout.id,
          trainerId: payout.trainerId,
          creditedAt: payout.createdAt,
          grossPaise: payout.grossPaise,
          tdsPaise: payout.tdsPaise,
          tdsRateBp: payout.tdsRateBp,
          ...deductee,
        })
        .from(payout)
        .innerJoin(trainer, eq(trainer.id, payout.trainerId))
        .innerJoin(user, eq(user.id, trainer.userId))
        .leftJoin(trainerKyc, eq(trainerKyc.trainerId, payout.trainerId))
        .where(and(gte(payout.createdAt, period.from), lt(payout.createdAt, period.to)));
      const transfers = await db
        .select({
          reference: routeTransfer.id,
          trainerId: routeTransfer.trainerId,
          creditedAt: routeTransfer.createdAt,
          grossPaise: routeTransfer.grossPaise,
          tdsPaise: routeTransfer.tdsPaise,
          tdsRateBp: routeTransfer.tdsRateBp,
          ...deductee,
        })
        .from(routeTransfer)
        .innerJoin(trainer, eq(trainer.id, routeTransfer.trainerId))
        .innerJoin(user, eq(user.id, trainer.userId))
        .leftJoin(trainerKyc, eq(trainerKyc.trainerId, routeTransfer.trainerId))
        .where(
          and(
            creditedTransfer,
            gte(routeTransfer.createdAt, period.from),
            lt(routeTransfer.createdAt, period.to),
          ),
        );
      return [
        ...payouts.map((row) => ({ ...row, via: 'payout' as const })),
        ...transfers.map((row) => ({ ...row, via: 'route_transfer' as const })),
      ].sort(
        (a, b) =>
          a.creditedAt.getTime() - b.creditedAt.getTime() || a.reference.localeCompare(b.reference),
      );
    },
  };
}
export type AccountingRepository = ReturnType<typeof createAccountingRepository>;
