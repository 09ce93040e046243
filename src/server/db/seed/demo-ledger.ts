import { randomUUID } from 'node:crypto';
import {
  captureLines,
  commissionLines,
  refundOwedLines,
  refundPaidLines,
} from '#server/features/ledger/money-lines.ts';
import {
  type LedgerEntryInput,
  type LedgerLineInput,
  ledgerRows,
} from '#server/features/ledger/post-entry.ts';
import {
  type BookingTaxFacts,
  type TrainerTaxParty,
  trainerTaxPartyOf,
} from '#server/features/ledger/tax-party.ts';
import {
  commissionDocument,
  creditNoteOf,
  type DocumentDraft,
  platformFeeDocument,
  sessionDocument,
  type TaxDocumentRow,
} from '#server/features/tax-documents/document-builders.ts';
import { present } from '#shared/present.ts';
import { serialOf, trainerCode } from '#shared/tax/tax-documents.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import type { Executor } from '../executor';
import {
  type booking,
  documentSeries,
  ledgerEntry,
  ledgerLine,
  type payment,
  type refund,
  taxDocument,
  type trainer,
  trainerDocumentCode,
  type trainerKyc,
  type user,
} from '../schema';
import type { BookingRow } from './build-demo-data';
import { bulkInsert } from './bulk-insert';
import { demoPackEntries, type PackRow } from './demo-packs';

interface DemoRows {
  users: readonly (typeof user.$inferInsert)[];
  trainers: readonly (typeof trainer.$inferInsert)[];
  kyc: readonly (typeof trainerKyc.$inferInsert)[];
  bookings: readonly BookingRow[];
  payments: readonly (typeof payment.$inferInsert)[];
  refunds: readonly (typeof refund.$inferInsert)[];
  packs: readonly PackRow[];
  /** The packs' payments; `payments` are those of the bookings without a pack, in order. */
  packPayments: readonly (typeof payment.$inferInsert)[];
}

const factsOf = (row: typeof booking.$inferInsert, clientName: string): BookingTaxFacts => ({
  id: present(row.id, 'a demo booking id'),
  trainerId: row.trainerId,
  clientId: row.clientId,
  clientName,
  service: row.service,
  location: row.location,
  sessionDate: row.sessionDate,
  timeSlot: row.timeSlot,
  pricePaise: row.pricePaise,
  platformFeePaise: row.platformFeePaise ?? 0,
  gstPaise: row.gstPaise ?? 0,
  totalPaise: row.totalPaise,
});

/** A session is completed when the later of its two confirmations comes. */
const completedAtOf = (row: typeof booking.$inferInsert) =>
  new Date(Math.max(row.clientConfirmedAt?.getTime() ?? 0, row.trainerConfirmedAt?.getTime() ?? 0));

/**
 * The demo's money as the live paths would have recorded it, with the same line and document
 * builders (money-lines.ts, document-builders.ts), each at the time it happened and in time order,
 * so serials follow dates: captures with the session's documents, refunds owed and processed
 * with credit notes, completions with commission invoices. Built in memory and written in one
 * insert per table: posted one by one, 1,500 demo bookings took 43 s of a first start. Call
 * before the payout run, which reads the ledger's trainers and sessions.
 */
export async function seedDemoLedger(tx: Executor, rows: DemoRows, tax: TaxSettings) {
  const names = new Map(rows.users.map((row) => [row.id, row.name]));
  const kycOf = new Map(rows.kyc.map((row) => [row.trainerId, row]));
  const parties = new Map<string, TrainerTaxParty>();
  for (const row of rows.trainers) {
    const id = present(row.id, 'a demo trainer id');
    const kyc = kycOf.get(id);
    parties.set(
      id,
      trainerTaxPartyOf(
        {
          trainerId: id,
          name: row.name ?? '',
          city: row.city ?? null,
          accountName: names.get(row.userId) ?? '',
          panName: kyc?.panName ?? null,
          panLast4: kyc?.panLast4 ?? null,
          gstin: kyc?.gstin ?? null,
          stateCode: kyc?.stateCode ?? null,
        },
        tax,
      ),
    );
  }

  const entries: (typeof ledgerEntry.$inferInsert)[] = [];
  const lines: (typeof ledgerLine.$inferInsert)[] = [];
  const documents: TaxDocumentRow[] = [];
  const serials = new Map<string, number>();
  const codes = new Map<string, string>();
  const capturedLines = new Map<string, LedgerLineInput[]>();

  const post = (entry: LedgerEntryInput) => {
    const rows = ledgerRows(entry);
    entries.push(rows.entry);
    lines.push(...rows.lines);
  };
  const issue = (draft: DocumentDraft | null) => {
    if (!draft) return;
    const number = (serials.get(draft.series) ?? 0) + 1;
    serials.set(draft.series, number);
    documents.push({
      originalId: null,
      ...draft,
      id: randomUUID(),
      serial: serialOf(draft.series, number),
    } as TaxDocumentRow);
  };
  const codeOf = (trainerId: string) => {
    const kept = codes.get(trainerId);
    if (kept) return kept;
    const code = trainerCode(codes.size + 1);
    codes.set(trainerId, code);
    return code;
  };

  const events: { at: Date; post: () => void }[] = [];
  const paidBookings = rows.bookings.filter((row) => !row.packId);
  rows.payments.forEach((paid, index) => {
    const row = present(paidBookings[index], 'the booking of a demo payment');
    const facts = factsOf(row, names.get(row.clientId) ?? '');
    const party = present(parties.get(row.trainerId), 'the party of a demo trainer');
    const paymentId = present(paid.id, 'a demo payment id');
    const paidAt = present(paid.paidAt, 'a demo payment time');
    events.push({
      at: paidAt,
      post: () => {
        const captured = captureLines(facts, party, tax, paid.amountPaise);
        capturedLines.set(paymentId, captured);
        post({
          kind: 'capture',
          source: `capture:${paymentId}`,
          occurredAt: paidAt,
          memo: `Payment for booking ${facts.id}`,
          bookingId: facts.id,
          trainerId: facts.trainerId,
          lines: captured,
        });
        issue(sessionDocument(facts, party, tax, codeOf(facts.trainerId), paidAt));
        issue(platformFeeDocument(facts, party, tax, paidAt));
      },
    });
    if (row.status === 'completed') {
      const completedAt = completedAtOf(row);
      events.push({
        at: completedAt,
        post: () => {
          post({
            kind: 'commission',
            source: `commission:${facts.id}`,
            occurredAt: completedAt,
            memo: `Commission on booking ${facts.id}`,
            bookingId: facts.id,
            trainerId: facts.trainerId,
            lines: commissionLines(facts, party, tax).lines,
          });
          issue(commissionDocument(facts, party, tax, completedAt));
        },
      });
    }
  });
  for (const owed of rows.refunds) {
    const refundId = present(owed.id, 'a demo refund id');
    const index = rows.payments.findIndex((paid) => paid.id === owed.paymentId);
    const bookingId = present(paidBookings[index]?.id, 'the booking of a demo refund');
    events.push({
      at: owed.createdAt,
      post: () => {
        post({
          kind: 'refund_owed',
          source: `refund-owed:${owed.paymentId}`,
          occurredAt: owed.createdAt,
          memo: `Refund owed for booking ${bookingId}`,
          bookingId,
          refundId,
          lines: refundOwedLines(present(capturedLines.get(owed.paymentId), 'a demo capture')),
        });
        for (const original of documents.filter((doc) => doc.bookingId === bookingId)) {
          if (original.kind !== 'credit_note' && original.supply !== 'commission') {
            issue(creditNoteOf(original, owed.createdAt));
          }
        }
      },
    });
    const processedAt = owed.processedAt;
    if (processedAt) {
      events.push({
        at: processedAt,
        post: () =>
          post({
            kind: 'refund_paid',
            source: `refund-paid:${owed.paymentId}`,
            occurredAt: processedAt,
            memo: `Refund processed for booking ${bookingId}`,
            bookingId,
            refundId,
            lines: refundPaidLines(owed.amountPaise),
          }),
      });
    }
  }
  for (const { at, entry } of demoPackEntries({
    packs: rows.packs,
    payments: rows.packPayments,
    bookings: rows.bookings,
    parties,
    tax,
    factsOf: (row) => factsOf(row, names.get(row.clientId) ?? ''),
    completedAtOf,
  })) {
    events.push({ at, post: () => post(entry) });
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) event.post();

  await bulkInsert(tx, ledgerEntry, entries);
  await bulkInsert(tx, ledgerLine, lines);
  await bulkInsert(tx, taxDocument, documents);
  await bulkInsert(
    tx,
    documentSeries,
    [...serials].map(([series, lastNumber]) => ({ series, lastNumber })),
  );
  await bulkInsert(tx, documentSeries, [{ series: 'trainer-codes', lastNumber: codes.size }]);
  await bulkInsert(
    tx,
    trainerDocumentCode,
    [...codes].map(([trainerId, code]) => ({ trainerId, code })),
  );
}
