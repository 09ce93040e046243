import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { MailMessage } from './mailer';

export interface MailOutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The embedded adapter's mailbox: what it delivered, newest first. */
export function createMailOutboxRepository(db: Database) {
  return {
    async add(message: MailMessage) {
      await db.insert(mailOutbox).values({
        id: randomUUID(),
        toAddress: message.to.toLowerCase(),
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
      });
    },
    async list(to: string | undefined, limit: number): Promise<MailOutboxEntry[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.toAddress, to.toLowerCase()) : undefined)
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
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
