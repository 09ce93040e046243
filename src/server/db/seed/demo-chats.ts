import { chatIdOf } from '#shared/chat-api.ts';
import { present } from '#shared/present.ts';
import type { chat, chatMessage } from '../schema';
import { DEMO_ACCOUNTS, type DemoData } from './build-demo-data';

type ChatRow = typeof chat.$inferInsert;
type MessageRow = typeof chatMessage.$inferInsert;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Who writes, how long before the seed's instant, the text; and whether the recipient read it. */
type Line = [from: 'client' | 'trainer', ago: number, text: string, read?: false];

/**
 * The demo client and Arjun: a conversation over the last days that leaves the client three
 * unread messages from the trainer (the badge shows). The trainer's unread message is from
 * another client: whoever writes has read what came before.
 */
const DEMO_CONVERSATION: Line[] = [
  [
    'client',
    5 * DAY_MS + 120 * MINUTE_MS,
    'Hi Arjun! Thanks for the session today, my legs are already sore 😅',
  ],
  [
    'trainer',
    5 * DAY_MS + 95 * MINUTE_MS,
    'Great work today! Soreness is normal for two days. Walk a little and stretch tonight.',
  ],
  ['client', 5 * DAY_MS + 80 * MINUTE_MS, 'Will do. Should I do anything before the next one?'],
  [
    'trainer',
    5 * DAY_MS + 60 * MINUTE_MS,
    'Two 20-minute walks and plenty of water. No heavy lifting on your own yet.',
  ],
  [
    'client',
    3 * DAY_MS + 300 * MINUTE_MS,
    'Done both walks 👍 What should I eat before a morning session?',
  ],
  [
    'trainer',
    3 * DAY_MS + 270 * MINUTE_MS,
    'A banana or some poha an hour before is perfect. Keep it light.',
  ],
  ['client', 3 * DAY_MS + 250 * MINUTE_MS, 'Perfect, thanks!'],
  [
    'trainer',
    2 * DAY_MS + 600 * MINUTE_MS,
    'Your next session is booked. We will start on squats and deadlift form.',
  ],
  [
    'client',
    DAY_MS + 540 * MINUTE_MS,
    'Can we also work on my lower back? It feels stiff after work.',
  ],
  [
    'trainer',
    DAY_MS + 120 * MINUTE_MS,
    'Reminder: bring a towel and a water bottle to the gym.',
    false,
  ],
  [
    'trainer',
    DAY_MS + 110 * MINUTE_MS,
    'I have added a short mobility warm-up to your plan.',
    false,
  ],
  ['trainer', DAY_MS + 100 * MINUTE_MS, 'See you at the session! 💪', false],
];

const OTHER_CONVERSATIONS: Line[][] = [
  [
    ['client', 4 * DAY_MS, 'Hello sir, is the 7 AM slot on Saturday still open?'],
    [
      'trainer',
      4 * DAY_MS - 30 * MINUTE_MS,
      'Yes, book it on my page and I will see you at the gym.',
    ],
    ['client', 4 * DAY_MS - 45 * MINUTE_MS, 'Booked, thank you!'],
  ],
  [
    ['trainer', 6 * DAY_MS, 'How is the knee feeling after last week?'],
    ['client', 6 * DAY_MS - 90 * MINUTE_MS, 'Much better, the exercises helped.'],
    [
      'client',
      3 * 60 * MINUTE_MS,
      'Can we move to an online session this week? I am travelling.',
      false,
    ],
  ],
];

/**
 * Demo conversations between the demo trainer and clients who booked him: the demo client's,
 * and two other Mumbai clients'. Every instant is relative to `now`.
 */
export function demoChats(data: DemoData, now: Date, newId: () => string) {
  const byEmail = (email: string) =>
    present(
      data.users.find((row) => row.email === email),
      `demo user ${email}`,
    );
  const client = byEmail(DEMO_ACCOUNTS.client);
  const trainerUser = byEmail(DEMO_ACCOUNTS.trainer);
  const trainerRow = present(
    data.trainers.find((row) => row.userId === trainerUser.id),
    'the demo trainer',
  );
  const trainerUserId = present(trainerUser.id, 'the demo trainer user id');
  const otherClients = [
    ...new Set(
      data.bookings
        .filter((row) => row.trainerId === trainerRow.id && row.clientId !== client.id)
        .map((row) => row.clientId),
    ),
  ].slice(0, OTHER_CONVERSATIONS.length);

  const chats: ChatRow[] = [];
  const messages: MessageRow[] = [];
  const converse = (clientId: string, lines: Line[]) => {
    const chatId = chatIdOf(clientId, trainerUserId);
    const [userAId, userBId] = chatId.split('_') as [string, string];
    const at = (ago: number) => new Date(now.getTime() - ago);
    for (const [from, ago, body, read] of lines) {
      const senderId = from === 'client' ? clientId : trainerUserId;
      const seenAt = read === false ? null : at(ago - MINUTE_MS);
      messages.push({
        id: newId(),
        chatId,
        senderId,
        recipientId: senderId === clientId ? trainerUserId : clientId,
        body,
        messageType: 'text',
        createdAt: at(ago),
        deliveredAt: seenAt,
        readAt: seenAt,
      });
    }
    chats.push({
      id: chatId,
      userAId,
      userBId,
      messageCount: lines.length,
      lastMessageAt: at(Math.min(...lines.map(([, ago]) => ago))),
      createdAt: at(Math.max(...lines.map(([, ago]) => ago))),
    });
  };
  converse(present(client.id, 'the demo client id'), DEMO_CONVERSATION);
  otherClients.forEach((clientId, index) => {
    converse(clientId, present(OTHER_CONVERSATIONS[index], 'a demo conversation'));
  });
  return { chats, messages };
}
