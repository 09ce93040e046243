import { randomUUID } from 'node:crypto';
import type { Executor } from '#server/db/executor.ts';
import { ledgerEntry, ledgerLine } from '#server/db/schema.ts';
import type { LedgerAccount, LedgerEntryKind } from '#shared/ledger.ts';

export interface LedgerLineInput {
  account: LedgerAccount;
  /** Debit positive, credit negative; zero lines are left out. */
  amountPaise: number;
  trainerId?: string;
}

export interface LedgerEntryInput {
  kind: LedgerEntryKind;
  /** The change that causes it, unique: posting the same change twice posts once. */
  source: string;
  occurredAt: Date;
  memo: string;
  bookingId?: string;
  trainerId?: string;
  refundId?: string;
  payoutId?: string;
  lines: LedgerLineInput[];
}

function checkedLines(entry: LedgerEntryInput): LedgerLineInput[] {
  const lines = entry.lines.filter((line) => line.amountPaise !== 0);
  const total = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  if (total !== 0 || lines.length < 2) {
    throw new Error(`ledger entry ${entry.source} does not balance: ${total} over ${lines.length}`);
  }
  return lines;
}

/**
 * An entry as the rows it is stored as, checked as the database will check it: its lines add up
 * to zero, at least two of them, zero lines left out. Shared by postEntries and the demo seed.
 */
export function ledgerRows(entry: LedgerEntryInput) {
  const id = randomUUID();
  const lines = checkedLines(entry);
  return {
    entry: {
      id,
      kind: entry.kind,
      source: entry.source,
      occurredAt: entry.occurredAt,
      memo: entry.memo,
      bookingId: entry.bookingId ?? null,
      trainerId: entry.trainerId ?? null,
      refundId: entry.refundId ?? null,
      payoutId: entry.payoutId ?? null,
    },
    lines: lines.map((line, index) => ({
      entryId: id,
      lineNo: index + 1,
      account: line.account,
      trainerId: line.trainerId ?? null,
      amountPaise: line.amountPaise,
    })),
  };
}

/**
 * Several entries in two statements (a payout run's): each checked as postEntry checks one;
 * those whose source was posted before are left out. Returns how many were posted.
 */
export async function postEntries(
  tx: Executor,
  entries: readonly LedgerEntryInput[],
): Promise<number> {
  const prepared = entries.map(ledgerRows);
  if (prepared.length === 0) return 0;
  const inserted = await tx
    .insert(ledgerEntry)
    .values(prepared.map((rows) => rows.entry))
    .onConflictDoNothing({ target: ledgerEntry.source })
    .returning({ id: ledgerEntry.id });
  const posted = new Set(inserted.map((row) => row.id));
  const lines = prepared.filter((rows) => posted.has(rows.entry.id)).flatMap((rows) => rows.lines);
  if (lines.length > 0) await tx.insert(ledgerLine).values(lines);
  return posted.size;
}

/**
 * Writes one entry in the caller's transaction. The database checks the balance (migration 0024);
 * this checks it first so a wrong posting fails where it is made. Returns false when the source
 * was posted before.
 */
export async function postEntry(tx: Executor, entry: LedgerEntryInput): Promise<boolean> {
  return (await postEntries(tx, [entry])) === 1;
}
