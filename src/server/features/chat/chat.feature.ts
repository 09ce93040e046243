import type { FastifyInstance } from 'fastify';
import { sendChatUnreadMails } from '#server/jobs/send-chat-unread-mails.ts';
import type { Ports } from '#server/ports.ts';
import { createChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';
import { chatSocketHandlers } from './chat.socket';
import { createChatRealtime } from './chat-realtime';

/** Chat over HTTP and the socket, and the mail about messages left unread. */
export async function registerChat(app: FastifyInstance, { db, config, now }: Ports) {
  const realtime = createChatRealtime(app.io);
  const chat = createChatService({ repository: createChatRepository(db), realtime, now });
  await app.register(chatRoutes(chat));
  app.io.on(
    'connection',
    chatSocketHandlers({ service: chat, realtime, presence: app.presence, now, log: app.log }),
  );
  return {
    sendUnreadMails: sendChatUnreadMails({ presence: app.presence, publicUrl: config.publicUrl }),
  };
}
