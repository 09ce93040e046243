import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { documentSeries, trainerDocumentCode } from '#server/db/schema.ts';
import { serialOf, trainerCode } from '#shared/tax/tax-documents.ts';

/**
 * The next serial of a series, taken in the caller's transaction: the series row is locked until
 * it commits, so concurrent documents queue and one that rolls back gives its number back
 * (docs/product/tax.md#serial-numbers).
 */
export async function nextSerial(tx: Executor, series: string): Promise<string> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: documentSeries.series,
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  return serialOf(series, row?.lastNumber ?? 1);
}

/** The trainer's code in serials, given at their first document; codes are never reused. */
export async function trainerDocumentCodeOf(tx: Executor, trainerId: string): Promise<string> {
  const [kept] = await tx
    .select({ code: trainerDocumentCode.code })
    .from(trainerDocumentCode)
    .where(eq(trainerDocumentCode.trainerId, trainerId));
  if (kept) return kept.code;
  // The codes' own series orders trainers; its row lock makes two new trainers queue.
  await tx
    .insert(documentSeries)
    .values({ series: 'trainer-codes', lastNumber: 0 })
    .onConflictDoNothing();
  const [next] = await tx
    .update(documentSeries)
    .set({ lastNumber: sql`${documentSeries.lastNumber} + 1` })
    .where(eq(documentSeries.series, 'trainer-codes'))
    .returning({ lastNumber: documentSeries.lastNumber });
  const code = trainerCode(next?.lastNumber ?? 1);
  await tx.insert(trainerDocumentCode).values({ trainerId, code });
  return code;
}
