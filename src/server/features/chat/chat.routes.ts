import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { preferredLocale } from '#server/plugins/error-language.ts';
import {
  chatDetailResponseSchema,
  chatListResponseSchema,
  chatSummaryResponseSchema,
  markReadResponseSchema,
  messageReceiptResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  openChatResponseSchema,
  openChatSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
  typingResponseSchema,
  typingSchema,
} from '#shared/chat-api.ts';
import type { ChatService } from './chat.service';

const chatParams = z.object({ chatId: z.string().min(1).max(200) });
const messageParams = chatParams.extend({ messageId: z.string().min(1).max(100) });
const bookingParams = z.object({ bookingId: z.string().min(1).max(100) });

const REFUSALS =
  ' A chat id is the pair of user ids or one of the pair’s booking ids. 401 signed out; 403 when the caller is not one of the two or the pair has no paid booking (an unpaid hold opens no chat); 404 for an unknown id.';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The chat between a client and a trainer (docs/product/chat.md). */
export function chatRoutes(service: ChatService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const signedIn = { config: { access: 'signed-in' as const } };
    const chatParty = { config: { access: 'booking-party' as const } };
    const route = { tags: ['chat'], security: [{ bearer: [] }] };
    const viewer = (request: FastifyRequest) => {
      const { id, name } = signedInUser(request);
      return { id, name };
    };
    /** Lines the system wrote are answered in the language the page asks for. */
    const language = (request: FastifyRequest) =>
      preferredLocale(request.headers['accept-language']);

    app.get(
      '/api/chat/summary',
      {
        ...signedIn,
        schema: {
          ...route,
          description: 'Unread messages to the caller, across conversations (the navbar badge).',
          response: { 200: chatSummaryResponseSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return { success: true as const, data: await service.summary(viewer(request).id) };
      },
    );

    app.get(
      '/api/chat',
      {
        ...signedIn,
        schema: {
          ...route,
          description:
            'Everyone the caller shares a paid booking with, whether or not they have written yet: the latest conversation first, then the latest session.',
          response: { 200: chatListResponseSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return {
          success: true as const,
          data: await service.list(viewer(request).id, language(request)),
        };
      },
    );

    app.post(
      '/api/chat',
      {
        ...chatParty,
        schema: {
          ...route,
          description: `Opens (or finds) the conversation of a booking's two parties. 404 for an unknown booking.${REFUSALS}`,
          body: openChatSchema,
          response: { 200: openChatResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.open(viewer(request).id, request.body.bookingId, language(request)),
      }),
    );

    app.post(
      '/api/chat/booking/:bookingId',
      {
        ...chatParty,
        schema: {
          ...route,
          description: `The same as POST /api/chat with the booking id in the path.${REFUSALS}`,
          params: bookingParams,
          response: { 200: openChatResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.open(viewer(request).id, request.params.bookingId, language(request)),
      }),
    );

    app.get(
      '/api/chat/:chatId',
      {
        ...chatParty,
        schema: {
          ...route,
          description: `The conversation with its newest page of messages (oldest first); creates nothing.${REFUSALS}`,
          params: chatParams,
          response: { 200: chatDetailResponseSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return {
          success: true as const,
          data: await service.detail(viewer(request).id, request.params.chatId, language(request)),
        };
      },
    );

    app.get(
      '/api/chat/:chatId/messages',
      {
        ...chatParty,
        schema: {
          ...route,
          description: `A page of messages, oldest first: the newest, or those before the message \`before\` (400 when that message is not in the chat).${REFUSALS}`,
          params: chatParams,
          querystring: messagesQuerySchema,
          response: { 200: messagesResponseSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const { limit, before } = request.query;
        const page = await service.messages(
          viewer(request).id,
          request.params.chatId,
          language(request),
          limit,
          before,
        );
        return { success: true as const, data: page.messages, hasMore: page.hasMore };
      },
    );

    app.post(
      '/api/chat/:chatId/messages',
      {
        ...chatParty,
        schema: {
          ...route,
          description: `Sends a text message (trimmed, 1 to 2000 characters); the recipient hears new_message. 429 beyond 20 messages in 10 seconds.${REFUSALS}`,
          params: chatParams,
          body: sendMessageSchema,
          response: { 201: sendMessageResponseSchema },
        },
      },
      async (request, reply) => {
        const message = await service.send(viewer(request), request.params.chatId, request.body);
        return reply.status(201).send({ success: true as const, data: message });
      },
    );

    app.put(
      '/api/chat/:chatId/read',
      {
        ...chatParty,
        schema: {
          ...route,
          description: `Marks every message to the caller in the conversation read.${REFUSALS}`,
          params: chatParams,
          response: { 200: markReadResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.markAllRead(viewer(request).id, request.params.chatId),
      }),
    );

    app.post(
      '/api/chat/:chatId/typing',
      {
        ...chatParty,
        schema: {
          ...route,
          description: `Tells the other party, if they have the conversation open, that the caller is typing.${REFUSALS}`,
          params: chatParams,
          body: typingSchema,
          response: { 200: typingResponseSchema },
        },
      },
      async (request) => {
        const chat = await service.typing(
          viewer(request),
          request.params.chatId,
          request.body.typing,
        );
        return {
          success: true as const,
          data: { chat_id: chat.chatId, typing: request.body.typing },
        };
      },
    );

    for (const status of ['delivered', 'read'] as const) {
      app.put(
        `/api/chat/:chatId/messages/:messageId/${status}`,
        {
          ...chatParty,
          schema: {
            ...route,
            description: `A ${status} receipt from the message's recipient (404 for anyone else's message); repeating it, or a delivered receipt after read, changes nothing.${REFUSALS}`,
            params: messageParams,
            response: { 200: messageReceiptResponseSchema },
          },
        },
        async (request) => ({
          success: true as const,
          data: await service.mark(
            viewer(request).id,
            request.params.chatId,
            request.params.messageId,
            status,
          ),
        }),
      );
    }
  };
}
