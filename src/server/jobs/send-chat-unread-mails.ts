import { unreadChatEmail } from '#server/features/chat/chat-emails.ts';
import { createChatUnreadMailRepository } from '#server/features/chat/chat-unread-mail.repository.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import { mailEffect } from '#server/outbox/side-effect.ts';
import type { Presence } from '#server/plugins/presence.ts';
import type { Job } from './job-runner';

/**
 * docs/product/chat.md#unread-mail: a message unread for 10 minutes while its recipient is offline
 * sends one mail per conversation per hour. The mail goes through the outbox in the transaction
 * that records it, so a recipient is told once even when two processes look at the same minute.
 */
export function sendChatUnreadMails(options: {
  presence: Pick<Presence, 'onlineAmong'>;
  publicUrl: string;
}): Job {
  return {
    name: 'send-chat-unread-mails',
    intervalMs: 60_000,
    async run(db, now) {
      const repository = createChatUnreadMailRepository(db);
      const due = await repository.due(now);
      if (due.length === 0) return 0;
      const online = new Set(
        await options.presence.onlineAmong([...new Set(due.map((row) => row.recipient_id))]),
      );
      const waiting = due.filter((row) => !online.has(row.recipient_id));
      const people = new Map(
        (
          await repository.people([
            ...new Set(waiting.flatMap((row) => [row.recipient_id, row.latest_sender_id])),
          ])
        ).map((person) => [person.id, person]),
      );
      let mailed = 0;
      for (const row of waiting) {
        const recipient = people.get(row.recipient_id);
        const sender = people.get(row.latest_sender_id);
        if (!recipient || !sender) continue;
        if (!(await repository.claimNotice(row.chat_id, row.recipient_id, now))) continue;
        const message = unreadChatEmail(
          {
            chatId: row.chat_id,
            to: { email: recipient.email, name: recipient.firstName || recipient.name },
            senderName: sender.name,
            unread: row.unread,
            latest: row.latest_body,
          },
          options.publicUrl,
        );
        await enqueueSideEffects(db, [mailEffect(message)], now);
        mailed += 1;
      }
      return mailed;
    },
  };
}
