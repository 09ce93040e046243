import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { MailMessage } from './mailer';

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export function createOutboxRepository(db: Database) {
  return {
    async add(message: MailMessage, sentAt: Date | null, error: string | null = null) {
      const id = randomUUID();
      await db.insert(mailOutbox).values({
        id,
        toAddress: message.to.toLowerCase(),
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        sentAt,
        error,
      });
      return id;
    },
    async markSent(id: string, sentAt: Date, error: string | null) {
      await db.update(mailOutbox).set({ sentAt, error }).where(eq(mailOutbox.id, id));
    },
    async list(to: string | undefined, limit: number): Promise<OutboxEntry[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? and(eq(mailOutbox.toAddress, to.toLowerCase())) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
