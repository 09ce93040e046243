import type { MailMessage } from '#server/integrations/mail/mailer.ts';
import { CHAT_MESSAGES } from '#shared/chat-api.ts';

const EXCERPT_MAX = 140;

export interface UnreadChatMail {
  chatId: string;
  to: { email: string; name: string };
  senderName: string;
  unread: number;
  latest: string;
}

const excerptOf = (text: string) =>
  text.length <= EXCERPT_MAX ? text : `${text.slice(0, EXCERPT_MAX - 1).trimEnd()}…`;

/** Messages left unread while the recipient was away (docs/product/chat.md#unread-mail). */
export function unreadChatEmail(mail: UnreadChatMail, publicUrl: string): MailMessage {
  const messages = mail.unread === 1 ? '1 unread message' : `${mail.unread} unread messages`;
  return {
    to: mail.to.email,
    subject: CHAT_MESSAGES.newMessageMailSubject(mail.senderName),
    text: `Hello ${mail.to.name},\n\nYou have ${messages} in your chat with ${mail.senderName} on Kasrat. The latest:\n\n"${excerptOf(mail.latest)}"\n\nReply: ${publicUrl}/chat/${mail.chatId}`,
  };
}
