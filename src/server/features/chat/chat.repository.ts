import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { paidBooking, paidBookingOf } from '#server/db/paid-booking.ts';
import { executeRows } from '#server/db/rows.ts';
import { booking, chat, chatMessage, trainer, user, userPresence } from '#server/db/schema.ts';
import { DELETION_MESSAGES } from '#shared/account-deletion-api.ts';
import { CHAT_SEND_LIMIT } from '#shared/chat-api.ts';
import { present } from '#shared/present.ts';

/** A pair's two sides as a booking names them. */
export interface ChatPair {
  clientId: string;
  trainerUserId: string;
}

export interface MessageRow {
  id: string;
  chatId: string;
  senderId: string;
  senderName: string;
  recipientId: string;
  body: string;
  /** 'event': a line the system wrote about a booking, never typed by either side. */
  messageType: 'text' | 'event';
  createdAt: Date;
  deliveredAt: Date | null;
  readAt: Date | null;
}

/** One of the viewer's paid bookings, with the other side of it (at most 5 per pair). */
export interface PairBookingRow {
  id: string;
  session_date: string;
  time_slot: string;
  status: string;
  client_id: string;
  client_first_name: string;
  client_last_name: string;
  trainer_id: string;
  trainer_name: string;
  trainer_user_id: string;
  trainer_image: string | null;
  starts_ms: number;
  /** What the other side is to the viewer. */
  role: 'trainer' | 'user';
}

export interface PersonRow {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  image: string | null;
  /** They deleted their account: shown as "Deleted user". */
  anonymised: boolean;
}

const BOOKINGS_PER_PAIR = 5;

/**
 * A person who deleted their account signs what they wrote "Deleted user": the words stay with
 * the other person, the name goes (docs/product/privacy.md#delete-my-account).
 */
const shownName = (column: typeof user.name | typeof user.firstName) =>
  sql<string>`case when ${user.anonymisedAt} is null then ${column} else ${DELETION_MESSAGES.deletedUser} end`;

const messageColumns = {
  id: chatMessage.id,
  chatId: chatMessage.chatId,
  senderId: chatMessage.senderId,
  senderName: shownName(user.name),
  recipientId: chatMessage.recipientId,
  body: chatMessage.body,
  messageType: chatMessage.messageType,
  createdAt: chatMessage.createdAt,
  deliveredAt: chatMessage.deliveredAt,
  readAt: chatMessage.readAt,
};

const unreadTo = (recipientId: string) =>
  and(eq(chatMessage.recipientId, recipientId), isNull(chatMessage.readAt));

/** The recipient's unread messages, in one chat or all. */
export async function unreadCount(db: Executor, recipientId: string, chatId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessage)
    .where(and(unreadTo(recipientId), chatId ? eq(chatMessage.chatId, chatId) : undefined));
  return row?.n ?? 0;
}

/**
 * Stores a message in its pair's chat (made on the first one), counts it, and answers what the
 * recipient now has unread; in the caller's transaction. An `event` line is stored read.
 */
export async function appendMessage(
  tx: Executor,
  row: {
    chatId: string;
    userAId: string;
    userBId: string;
    senderId: string;
    recipientId: string;
    body: string;
    createdAt: Date;
    messageType?: 'text' | 'event';
  },
) {
  const { chatId, recipientId, createdAt } = row;
  await tx
    .insert(chat)
    .values({ id: chatId, userAId: row.userAId, userBId: row.userBId, createdAt })
    .onConflictDoNothing();
  const read = row.messageType === 'event' ? { deliveredAt: createdAt, readAt: createdAt } : {};
  const [stored] = await tx
    .insert(chatMessage)
    .values({
      id: randomUUID(),
      chatId,
      senderId: row.senderId,
      recipientId,
      body: row.body,
      messageType: row.messageType ?? 'text',
      createdAt,
      ...read,
    })
    .returning();
  const [updated] = await tx
    .update(chat)
    .set({ messageCount: sql`${chat.messageCount} + 1`, lastMessageAt: createdAt })
    .where(eq(chat.id, chatId))
    .returning({ messageCount: chat.messageCount });
  return {
    message: present(stored, 'the message just stored'),
    totalMessages: present(updated, 'the chat just updated').messageCount,
    recipientUnreadInChat: await unreadCount(tx, recipientId, chatId),
    recipientUnread: await unreadCount(tx, recipientId),
  };
}

export function createChatRepository(db: Database) {
  return {
    async bookingParties(bookingId: string): Promise<ChatPair | null> {
      const [row] = await db
        .select({ clientId: booking.clientId, trainerUserId: trainer.userId })
        .from(booking)
        .innerJoin(trainer, eq(trainer.id, booking.trainerId))
        .where(eq(booking.id, bookingId))
        .limit(1);
      return row ?? null;
    },

    /**
     * The pair's latest paid booking in either direction, or null: only a paid booking lets two
     * people chat (docs/decisions/0031-scarce-holds-and-paid-chats.md).
     */
    async paidPair(userA: string, userB: string): Promise<ChatPair | null> {
      const [row] = await db
        .select({ clientId: booking.clientId, trainerUserId: trainer.userId })
        .from(booking)
        .innerJoin(trainer, eq(trainer.id, booking.trainerId))
        .where(
          and(
            or(
              and(eq(booking.clientId, userA), eq(trainer.userId, userB)),
              and(eq(booking.clientId, userB), eq(trainer.userId, userA)),
            ),
            paidBooking,
          ),
        )
        .orderBy(desc(booking.startsAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * The viewer's paid bookings, at most 5 per pair, newest first; only those with one
     * counterpart when given.
     */
    pairBookings(viewerId: string, counterpartId?: string) {
      const withCounterpart = counterpartId
        ? sql`and (b.client_id = ${counterpartId} or t.user_id = ${counterpartId})`
        : sql``;
      return executeRows<PairBookingRow>(
        db,
        sql`select * from (
          select b.id, b.session_date, b.time_slot, b.status, b.client_id,
            cu.first_name as client_first_name, cu.last_name as client_last_name,
            t.id as trainer_id, t.name as trainer_name, t.user_id as trainer_user_id,
            t.profile_image as trainer_image,
            (extract(epoch from b.starts_at) * 1000)::float8 as starts_ms,
            case when b.client_id = ${viewerId} then 'trainer' else 'user' end as role,
            row_number() over (
              partition by b.client_id, b.trainer_id order by b.starts_at desc, b.id desc
            ) as rank
          from ${booking} b
          join ${trainer} t on t.id = b.trainer_id
          join ${user} cu on cu.id = b.client_id
          where (b.client_id = ${viewerId}
              or b.trainer_id in (select id from ${trainer} where user_id = ${viewerId}))
            and b.client_id <> t.user_id
            and ${paidBookingOf(sql`b.status`, sql`b.hold_expires_at`)}
            ${withCounterpart}
        ) ranked
        where rank <= ${BOOKINGS_PER_PAIR}
        order by starts_ms desc, id desc`,
      );
    },

    async people(userIds: string[]): Promise<PersonRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: user.id,
          name: shownName(user.name),
          firstName: shownName(user.firstName),
          lastName: user.lastName,
          image: sql<string | null>`coalesce(${user.profileImageUrl}, ${user.image})`,
          anonymised: sql<boolean>`${user.anonymisedAt} is not null`,
        })
        .from(user)
        .where(inArray(user.id, userIds));
    },

    async lastSeen(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: userPresence.userId, lastSeenAt: userPresence.lastSeenAt })
        .from(userPresence)
        .where(inArray(userPresence.userId, userIds));
    },

    async chats(chatIds: string[]) {
      if (chatIds.length === 0) return [];
      return db
        .select({
          id: chat.id,
          messageCount: chat.messageCount,
          lastMessageAt: chat.lastMessageAt,
        })
        .from(chat)
        .where(inArray(chat.id, chatIds));
    },

    /** Each chat's newest message. */
    async lastMessages(chatIds: string[]): Promise<MessageRow[]> {
      if (chatIds.length === 0) return [];
      return db
        .selectDistinctOn([chatMessage.chatId], messageColumns)
        .from(chatMessage)
        .innerJoin(user, eq(user.id, chatMessage.senderId))
        .where(inArray(chatMessage.chatId, chatIds))
        .orderBy(chatMessage.chatId, desc(chatMessage.createdAt), desc(chatMessage.id));
    },

    /** The viewer's unread messages per chat. */
    async unreadByChat(recipientId: string) {
      return db
        .select({ chatId: chatMessage.chatId, n: count() })
        .from(chatMessage)
        .where(unreadTo(recipientId))
        .groupBy(chatMessage.chatId);
    },

    unreadCount: (recipientId: string, chatId?: string) => unreadCount(db, recipientId, chatId),

    async findMessage(chatId: string, messageId: string): Promise<MessageRow | null> {
      const [row] = await db
        .select(messageColumns)
        .from(chatMessage)
        .innerJoin(user, eq(user.id, chatMessage.senderId))
        .where(and(eq(chatMessage.chatId, chatId), eq(chatMessage.id, messageId)))
        .limit(1);
      return row ?? null;
    },

    /** Up to `limit` messages before the cursor (or the newest), newest first. */
    async messagesBefore(chatId: string, limit: number, beforeId?: string) {
      const cursor = beforeId
        ? sql`(${chatMessage.createdAt}, ${chatMessage.id}) < (select m.created_at, m.id from ${chatMessage} m where m.id = ${beforeId})`
        : undefined;
      return db
        .select(messageColumns)
        .from(chatMessage)
        .innerJoin(user, eq(user.id, chatMessage.senderId))
        .where(and(eq(chatMessage.chatId, chatId), cursor))
        .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
        .limit(limit);
    },

    async messageCount(chatId: string) {
      const [row] = await db.select({ n: chat.messageCount }).from(chat).where(eq(chat.id, chatId));
      return row?.n ?? 0;
    },

    /**
     * Creates the pair's conversation unless it exists
     * (docs/product/chat.md#one-conversation-per-pair).
     */
    async ensureChat(chatId: string, userAId: string, userBId: string, now: Date) {
      await db
        .insert(chat)
        .values({ id: chatId, userAId, userBId, createdAt: now })
        .onConflictDoNothing();
    },

    /**
     * Stores a message unless the sender has sent CHAT_SEND_LIMIT.max in the window. The sender's
     * advisory lock makes concurrent sends of one person (any process) count one after another,
     * so two cannot both pass at the last free place.
     */
    async send(input: {
      chatId: string;
      userAId: string;
      userBId: string;
      senderId: string;
      recipientId: string;
      body: string;
      now: Date;
    }) {
      const { chatId, senderId, recipientId, now } = input;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-send:${senderId}`}))`);
        const [recent] = await tx
          .select({ n: count() })
          .from(chatMessage)
          .where(
            and(
              eq(chatMessage.senderId, senderId),
              eq(chatMessage.messageType, 'text'),
              gt(chatMessage.createdAt, new Date(now.getTime() - CHAT_SEND_LIMIT.windowMs)),
            ),
          );
        if ((recent?.n ?? 0) >= CHAT_SEND_LIMIT.max) return null;
        return appendMessage(tx, {
          chatId,
          userAId: input.userAId,
          userBId: input.userBId,
          senderId,
          recipientId,
          body: input.body,
          createdAt: now,
        });
      });
    },

    /** Marks one message to the recipient; answers whether it changed (never goes back). */
    async markMessage(
      messageId: string,
      recipientId: string,
      status: 'delivered' | 'read',
      now: Date,
    ) {
      const target = and(eq(chatMessage.id, messageId), eq(chatMessage.recipientId, recipientId));
      const changed =
        status === 'read'
          ? await db
              .update(chatMessage)
              .set({
                readAt: now,
                deliveredAt: sql`coalesce(${chatMessage.deliveredAt}, ${now.toISOString()}::timestamptz)`,
              })
              .where(and(target, isNull(chatMessage.readAt)))
              .returning({ id: chatMessage.id })
          : await db
              .update(chatMessage)
              .set({ deliveredAt: now })
              .where(and(target, isNull(chatMessage.deliveredAt)))
              .returning({ id: chatMessage.id });
      return changed.length > 0;
    },

    /** Marks every message to the reader in the chat read (and delivered); how many changed. */
    async markAllRead(chatId: string, readerId: string, now: Date) {
      const changed = await db
        .update(chatMessage)
        .set({
          readAt: now,
          deliveredAt: sql`coalesce(${chatMessage.deliveredAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(chatMessage.chatId, chatId), unreadTo(readerId)))
        .returning({ id: chatMessage.id });
      return changed.length;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
