import {
  type ChatMessage,
  type ChatParticipant,
  chatIdOf,
  type MessageStatus,
} from '#shared/chat-api.ts';
import { chatEventOf } from '#shared/chat-event.ts';
import { shownText } from '#shared/chat-event-line.ts';
import type { Locale } from '#shared/locale.ts';
import { present } from '#shared/present.ts';
import type { MessageRow, PairBookingRow, PersonRow } from './chat.repository';

export const statusOf = (row: Pick<MessageRow, 'deliveredAt' | 'readAt'>): MessageStatus =>
  row.readAt ? 'read' : row.deliveredAt ? 'delivered' : 'sent';

const iso = (instant: Date | string | null) => (instant ? new Date(instant).toISOString() : null);

/**
 * A stored message under every name the spec's screens read it by; a line the system wrote is in
 * the reader's language, beside what happened for a screen to render itself.
 */
export function messageView(
  row: MessageRow,
  locale: Locale,
  clientId: string | null = null,
): ChatMessage {
  const createdAt = new Date(row.createdAt).toISOString();
  const event = chatEventOf(row);
  const text = shownText({ event, text: row.body }, locale);
  return {
    _id: row.id,
    id: row.id,
    chat_id: row.chatId,
    sender_id: row.senderId,
    sender: row.senderName,
    recipient_id: row.recipientId,
    message: text,
    text,
    content: text,
    message_type: row.messageType,
    event,
    timestamp: createdAt,
    createdAt,
    delivered_at: iso(row.deliveredAt),
    read_at: iso(row.readAt),
    status: statusOf(row),
    clientId,
  };
}

export interface ChatActivity {
  lastMessage: MessageRow | null;
  lastMessageAt: Date | null;
  unread: number;
  lastSeenAt: Date | null;
}

/** One participant per other person and role, from the viewer's bookings (newest first). */
export function participantsOf(
  viewerId: string,
  bookings: PairBookingRow[],
  people: Map<string, PersonRow>,
  activityOf: (chatId: string, counterpartId: string) => ChatActivity,
  locale: Locale,
): (ChatParticipant & { latestSessionMs: number; lastMessageMs: number })[] {
  const groups = new Map<string, PairBookingRow[]>();
  for (const row of bookings) {
    const key = `${row.role}:${row.role === 'trainer' ? row.trainer_user_id : row.client_id}`;
    const group = groups.get(key) ?? [];
    group.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].map((rows) => {
    const first = present(rows[0], 'the first row of a group');
    const isTrainer = first.role === 'trainer';
    const otherId = isTrainer ? first.trainer_user_id : first.client_id;
    const person = people.get(otherId);
    const chatId = chatIdOf(viewerId, otherId);
    const activity = activityOf(chatId, otherId);
    return {
      _id: otherId,
      chatId,
      name: person?.anonymised
        ? person.name
        : isTrainer
          ? first.trainer_name
          : (person?.name ?? ''),
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      image: (isTrainer ? first.trainer_image : null) ?? person?.image ?? null,
      role: first.role,
      trainerId: isTrainer ? first.trainer_id : null,
      bookings: rows.map((row) => ({
        _id: row.id,
        id: row.id,
        sessionDate: row.session_date,
        timeSlot: row.time_slot,
        status: row.status,
        userId: {
          _id: row.client_id,
          firstName: row.client_first_name,
          lastName: row.client_last_name,
        },
        trainerId: { _id: row.trainer_id, name: row.trainer_name },
      })),
      lastSessionDate: first.session_date,
      last_message: activity.lastMessage ? messageView(activity.lastMessage, locale) : null,
      unread_count: activity.unread,
      lastSeenAt: iso(activity.lastSeenAt),
      latestSessionMs: Number(first.starts_ms),
      lastMessageMs: activity.lastMessageAt ? new Date(activity.lastMessageAt).getTime() : 0,
    };
  });
}
