import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { executeRows } from '#server/db/rows.ts';
import { dataExport } from '#server/db/schema.ts';

export type DataExportRow = typeof dataExport.$inferSelect;

/** The requests for a copy of a person's data and their life: pending → ready → expired. */
export function createDataExportRepository(db: Executor) {
  return {
    /** The new pending request, or null while another one is pending (data_export_pending_idx). */
    async request(userId: string, now: Date): Promise<DataExportRow | null> {
      const [row] = await db
        .insert(dataExport)
        .values({ id: randomUUID(), userId, status: 'pending', requestedAt: now })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    latest(userId: string, limit: number): Promise<DataExportRow[]> {
      return db
        .select()
        .from(dataExport)
        .where(eq(dataExport.userId, userId))
        .orderBy(desc(dataExport.requestedAt), desc(dataExport.id))
        .limit(limit);
    },

    async find(id: string): Promise<DataExportRow | null> {
      const [row] = await db.select().from(dataExport).where(eq(dataExport.id, id));
      return row ?? null;
    },

    /**
     * Takes the oldest pending request nobody holds, until `until`: a process that dies while
     * building lets it go when the claim lapses, and two processes never build one copy.
     */
    async claimPending(now: Date, until: Date): Promise<DataExportRow | null> {
      const [row] = await executeRows<{ id: string }>(
        db,
        sql`update ${dataExport} set claimed_until = ${until}
            where id = (
              select id from ${dataExport}
              where status = 'pending' and (claimed_until is null or claimed_until < ${now})
              order by requested_at, id
              limit 1
              for update skip locked
            )
            returning id`,
      );
      return row ? this.find(row.id) : null;
    },

    /** Ready, if the claim is still this build's; false when it lapsed and another took over. */
    async markReady(
      id: string,
      claimedUntil: Date,
      values: { storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(dataExport)
        .set({ ...values, status: 'ready', claimedUntil: null })
        .where(
          and(
            eq(dataExport.id, id),
            eq(dataExport.status, 'pending'),
            eq(dataExport.claimedUntil, claimedUntil),
          ),
        )
        .returning({ id: dataExport.id });
      return rows.length === 1;
    },

    async markFailed(id: string, claimedUntil: Date, error: string) {
      await db
        .update(dataExport)
        .set({ status: 'failed', claimedUntil: null, error: error.slice(0, 500) })
        .where(
          and(
            eq(dataExport.id, id),
            eq(dataExport.status, 'pending'),
            eq(dataExport.claimedUntil, claimedUntil),
          ),
        );
    },

    async markDownloaded(id: string, at: Date) {
      await db.update(dataExport).set({ downloadedAt: at }).where(eq(dataExport.id, id));
    },

    /** Ready copies whose link has run out, oldest first. */
    expiredReady(now: Date, limit: number): Promise<DataExportRow[]> {
      return db
        .select()
        .from(dataExport)
        .where(and(eq(dataExport.status, 'ready'), lte(dataExport.expiresAt, now)))
        .orderBy(dataExport.expiresAt)
        .limit(limit);
    },

    async markExpired(id: string) {
      await db
        .update(dataExport)
        .set({ status: 'expired', storageKey: null })
        .where(and(eq(dataExport.id, id), eq(dataExport.status, 'ready')));
    },

    /** Whether a request is pending and not held by a live claim (tests and the job's count). */
    async pendingUnclaimed(now: Date): Promise<number> {
      const rows = await db
        .select({ id: dataExport.id })
        .from(dataExport)
        .where(
          and(
            eq(dataExport.status, 'pending'),
            or(isNull(dataExport.claimedUntil), lt(dataExport.claimedUntil, now)),
          ),
        );
      return rows.length;
    },
  };
}
export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
