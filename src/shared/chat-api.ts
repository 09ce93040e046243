import { z } from 'zod';
import { BOOKING_MESSAGES } from './booking-messages';
import { catalogue } from './catalogue';
import { chatEventSchema } from './chat-event';
import { MESSAGES } from './messages';
import { strictObject } from './strict-object';

/**
 * The chat between a client and a trainer (docs/product/chat.md): REST shapes, socket events and
 * constants, used by the server, the screen and the benchmark. Ids are user ids; a chat's id is the
 * pair's ids sorted and joined with `_`.
 */

/** A message's text, after trimming. */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages per page of a conversation (newest page first). */
export const CHAT_PAGE_LIMIT = 50;
/** A user may send this many messages per window (REST and socket together). */
export const CHAT_SEND_LIMIT = { max: 20, windowMs: 10_000 } as const;
/** A socket may ask to join this many chats per window. */
export const CHAT_JOIN_LIMIT = { max: 30, windowMs: 10_000 } as const;
/** Timings of docs/product/chat.md#connection-and-reconnection. */
export const CHAT_POLL_MS = 30_000;
export const CHAT_READ_DELAY_MS = 1_500;
export const CHAT_RECONNECT = { attempts: 5, delayMs: 1_000, timeoutMs: 20_000 } as const;
/** Chat connections one account may hold open at once, on every server process together. */
export const CHAT_SOCKETS_PER_ACCOUNT = 20;
export const CHAT_SCREEN_RETRY = { attempts: 10, delayMs: 500 } as const;
/** Typing stops showing this long after the last typing_start without a typing_stop. */
export const CHAT_TYPING_TIMEOUT_MS = 5_000;
/**
 * docs/product/chat.md#unread-mail: unread this long while the recipient is offline → one mail per
 * chat per hour.
 */
export const CHAT_UNREAD_MAIL_AFTER_MS = 10 * 60_000;
export const CHAT_UNREAD_MAIL_EVERY_MS = 60 * 60_000;

export const CHAT_MESSAGES = {
  connectFailed: 'Failed to connect to chat server',
  loadChatsFailed: 'Failed to load chats',
  loadChatFailed: 'Failed to load chat',
  sendFailed: 'Failed to send message',
  createFailed: 'Failed to create chat',
  signInToChat: 'Please log in to access chat',
  listTitle: 'Trainer Chats',
  /** A trainer's list leads with their clients (docs/product/chat.md#chat-list). */
  trainerListTitle: 'Client Chats',
  yourClients: (n: number) => `Your Clients (${n})`,
  trainersYouBooked: (n: number) => `Trainers You Booked (${n})`,
  yourTrainers: (n: number) => `Your Trainers (${n})`,
  noChats: 'No chats available',
  noChatsTrainerHint: 'Book sessions or wait for client bookings',
  noChatsClientHint: 'Book a session to chat with trainers',
  selectConversation: 'Select a trainer conversation',
  trainerSelectConversation: 'Select a client conversation',
  offline: 'Chat is offline. Reconnecting…',
  backOnline: 'Chat is back online',
  notConnectedJoin: 'Socket not connected, cannot join chat',
  notConnectedLeave: 'Socket not connected, cannot leave chat',
  // Server refusals: a 4xx body's message or a chat_error event's message.
  messageEmpty: 'Message cannot be empty',
  messageTooLong: `Message must be at most ${CHAT_MESSAGE_MAX} characters`,
  messageTypeInvalid: 'Only text messages are supported',
  tooManyMessages: 'You are sending messages too fast. Please wait a few seconds.',
  tooManyJoins: 'Too many chats opened at once. Please wait a few seconds.',
  chatNotFound: 'Chat not found',
  /** A stranger, or a pair without a live booking (docs/product/chat.md#who-may-chat). */
  notAParty: 'You can only chat with a trainer or client you share a booking with',
  bookingNotFound: BOOKING_MESSAGES.bookingNotFound,
  messageNotFound: 'Message not found',
  invalidCursor: 'That page of messages is no longer available',
  typingInvalid: 'typing must be true or false',
  /** typing_start / typing_stop on a socket that has not joined that chat. */
  notJoined: 'Open the chat before typing in it',
  /** The socket's session was signed out, revoked or expired: session_ended's message. */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /**
   * A handshake with the session cookie from a page of another site
   * (docs/product/chat.md#realtime-channel).
   */
  foreignOrigin: 'Chat connections are accepted only from the Kasrat site',
  tooManyConnections: `Too many chat connections are open for this account (at most ${CHAT_SOCKETS_PER_ACCOUNT}). Close a tab and try again.`,
  /** A socket event whose payload is not the documented shape. */
  invalidPayload: 'That chat request was not understood',
  newMessageMailSubject: (senderName: string) => `New message from ${senderName}`,
} as const;

export const CHAT_TEXT = catalogue('chatMessages', CHAT_MESSAGES);

export const chatIdOf = (userIdA: string, userIdB: string) =>
  userIdA < userIdB ? `${userIdA}_${userIdB}` : `${userIdB}_${userIdA}`;

/** The two user ids of a well-formed chat id, or null. User ids never contain `_`. */
export function usersOfChatId(chatId: string): [string, string] | null {
  const parts = chatId.split('_');
  if (parts.length !== 2 || !parts[0] || !parts[1] || !(parts[0] < parts[1])) return null;
  return [parts[0], parts[1]];
}

export type MessageStatus = 'sent' | 'delivered' | 'read';

// ---- requests ----

export const sendMessageSchema = strictObject({
  message: z
    .string({ error: CHAT_MESSAGES.messageEmpty })
    .trim()
    .min(1, CHAT_MESSAGES.messageEmpty)
    .max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.messageTooLong),
  message_type: z.literal('text', { error: CHAT_MESSAGES.messageTypeInvalid }).default('text'),
  /** The sender's own id for the optimistic copy; echoed back in the stored message. */
  clientId: z.string().max(100).optional(),
});
export type SendMessageRequest = z.input<typeof sendMessageSchema>;

export const openChatSchema = strictObject({
  bookingId: z.string({ error: CHAT_MESSAGES.bookingNotFound }).min(1).max(100),
});

export const typingSchema = strictObject({
  typing: z.boolean({ error: CHAT_MESSAGES.typingInvalid }),
});

export const messagesQuerySchema = z.object({
  /** A message id: the page holds the messages before it. */
  before: z.string().max(100, CHAT_MESSAGES.invalidCursor).optional(),
  limit: z.coerce
    .number({ error: MESSAGES.invalidLimit })
    .int(MESSAGES.invalidLimit)
    .min(1, MESSAGES.invalidLimit)
    .max(CHAT_PAGE_LIMIT, MESSAGES.invalidLimit)
    .default(CHAT_PAGE_LIMIT),
});

// ---- responses ----

export const chatMessageSchema = z.object({
  _id: z.string(),
  id: z.string(),
  chat_id: z.string(),
  sender_id: z.string(),
  /** The sender's display name. */
  sender: z.string(),
  recipient_id: z.string(),
  /**
   * The text, under each name the spec's screens read. A line the system wrote is in the language
   * the request asked for (`Accept-Language`); over the socket, whose readers may read either
   * language, in English: render `event` instead.
   */
  message: z.string(),
  text: z.string(),
  content: z.string(),
  /** 'event': a line the system wrote about a booking ("Session moved from … to …"). */
  message_type: z.enum(['text', 'event']),
  /**
   * What a line the system wrote says happened, for each reader to render in their language
   * (src/shared/chat-event-line.ts); null for what people wrote and for lines stored as text.
   */
  event: chatEventSchema.nullable(),
  /** ISO instants. */
  timestamp: z.string(),
  createdAt: z.string(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  status: z.enum(['sent', 'delivered', 'read']),
  /** The sender's optimistic id, when it sent one. */
  clientId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatBookingSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** IST calendar date `YYYY-MM-DD` and the slot label. */
  sessionDate: z.string(),
  timeSlot: z.string(),
  status: z.string(),
  userId: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  trainerId: z.object({ _id: z.string(), name: z.string() }),
});

export const chatParticipantSchema = z.object({
  /** The other person's user id. */
  _id: z.string(),
  chatId: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  /** What the other person is to the viewer. */
  role: z.enum(['trainer', 'user']),
  /** The other person's trainer id when they are the trainer (links to their profile). */
  trainerId: z.string().nullable(),
  /** The pair's bookings (not expired holds), newest first, at most 5. */
  bookings: z.array(chatBookingSchema),
  lastSessionDate: z.string().nullable(),
  last_message: chatMessageSchema.nullable(),
  unread_count: z.number().int(),
  lastSeenAt: z.string().nullable(),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

export const chatListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Every participant, the latest conversation first (then the latest session). */
    all_participants: z.array(chatParticipantSchema),
    /** For a trainer: the clients who booked them. Empty for a client. */
    clients: z.array(chatParticipantSchema),
    /** The trainers the viewer booked. */
    trainers: z.array(chatParticipantSchema),
    total_unread: z.number().int(),
  }),
});

export const chatSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ total_unread: z.number().int() }),
});

export const chatInfoSchema = z.object({
  last_message: chatMessageSchema.nullable(),
  total_messages: z.number().int(),
  /** The receiver's unread count in this chat. */
  unread_count: z.number().int(),
});

export const chatDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    chat_id: z.string(),
    participant: chatParticipantSchema,
    /** The newest page, oldest first. */
    messages: z.array(chatMessageSchema),
    hasMore: z.boolean(),
    total_messages: z.number().int(),
    unread_count: z.number().int(),
  }),
});

export const openChatResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ chat_id: z.string(), participant: chatParticipantSchema }),
});

export const messagesResponseSchema = z.object({
  success: z.literal(true),
  /** Oldest first; `hasMore` says whether older messages exist before the first. */
  data: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});

export const sendMessageResponseSchema = z.object({
  success: z.literal(true),
  data: chatMessageSchema,
});

export const markReadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ chat_id: z.string(), marked: z.number().int(), total_unread: z.number().int() }),
});

/** PUT …/messages/:messageId/delivered or /read: the message's status after the receipt. */
export const messageReceiptResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    chat_id: z.string(),
    messageId: z.string(),
    status: z.enum(['delivered', 'read']),
  }),
});

export const typingResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ chat_id: z.string(), typing: z.boolean() }),
});

// ---- realtime (socket.io at /api/socket.io) ----

export interface ChatErrorEvent {
  /** The event that was refused. */
  event: string;
  chatId?: string;
  message: string;
}

export interface ServerToClientEvents {
  new_message: (payload: {
    chatId: string;
    message: ChatMessage;
    chat_info: z.infer<typeof chatInfoSchema>;
  }) => void;
  message_status_update: (payload: {
    chatId: string;
    messageId: string;
    status: MessageStatus;
  }) => void;
  /** The reader marked every message up to now read; counts are per side of the pair. */
  messages_read: (payload: {
    chatId: string;
    readerId: string;
    unread_count: { user: number; trainer: number };
  }) => void;
  user_typing: (payload: {
    chatId: string;
    userId: string;
    userName: string;
    typing: boolean;
  }) => void;
  online_users: (payload: { chatId: string; onlineUsers: string[] }) => void;
  user_online: (payload: { userId: string; userName: string }) => void;
  user_offline: (payload: { userId: string; userName: string; lastSeenAt: string }) => void;
  /** To the user's personal room: the navbar badge, and a new chat for the list. */
  chat_summary: (payload: { total_unread: number; chatId?: string }) => void;
  chat_error: (payload: ChatErrorEvent) => void;
  /** Just before the server closes a socket whose session ended; it is not to reconnect. */
  session_ended: (payload: { message: string }) => void;
}

/**
 * Every chat event takes a chat id or, as the spec's screen sends, a booking id
 * (docs/product/chat.md#booking-ids-as-chat-references).
 */
export interface ClientToServerEvents {
  join_chat: (payload: { chatId: string }, ack?: (result: JoinAck) => void) => void;
  leave_chat: (payload: { chatId: string }) => void;
  typing_start: (payload: { chatId: string }) => void;
  typing_stop: (payload: { chatId: string }) => void;
  message_delivered: (payload: { chatId: string; messageId: string }) => void;
  message_read: (payload: { chatId: string; messageId: string }) => void;
  get_online_users: (payload: { chatId: string }) => void;
}

export type JoinAck = { ok: true; chatId: string } | { ok: false; message: string };

/** Socket rooms, named the same in every process. Every socket is in its user's room. */
export const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (chatId: string) => `chat:${chatId}`;
/** Everyone who has a chat with the user open hears the user's user_online / user_offline. */
export const presenceRoom = (userId: string) => `presence:${userId}`;
