import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatParticipant } from '#shared/chat-api.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';

const CHAT_ID = 'client-1_trainer-1';
// Monday 2 March 2026, 12:00 noon IST.
const NOW = '2026-03-02T06:30:00.000Z';

const participant: ChatParticipant = {
  _id: 'trainer-1',
  chatId: CHAT_ID,
  name: 'Asha Verma',
  firstName: 'Asha',
  lastName: 'Verma',
  image: null,
  role: 'trainer',
  trainerId: 'trainer-profile-1',
  bookings: [],
  lastSessionDate: '2026-03-01',
  last_message: null,
  unread_count: 0,
  // 7:05 AM IST today.
  lastSeenAt: '2026-03-02T01:35:00.000Z',
};

function message(id: string, from: string, text: string, timestamp: string): ChatMessage {
  return {
    _id: id,
    id,
    chat_id: CHAT_ID,
    sender_id: from,
    sender: from === 'client-1' ? 'Ravi Kumar' : 'Asha Verma',
    recipient_id: from === 'client-1' ? 'trainer-1' : 'client-1',
    message: text,
    text,
    content: text,
    message_type: 'text',
    event: null,
    timestamp,
    createdAt: timestamp,
    delivered_at: timestamp,
    read_at: timestamp,
    status: 'read',
    clientId: null,
  };
}

/**
 * A line the system wrote about a move, as the socket brings it: English text, and what happened
 * for the page to say in its own language.
 */
function moveLine(id: string, timestamp: string): ChatMessage {
  const english = 'Session moved from Wed, 4 Mar, 7:00 AM to Thu, 5 Mar, 6:00 PM';
  return {
    ...message(id, 'client-1', english, timestamp),
    message_type: 'event',
    event: {
      kind: 'session-moved',
      from: { date: '2026-03-04', timeSlot: '7:00 AM' },
      to: { date: '2026-03-05', timeSlot: '6:00 PM' },
    },
  };
}
const HINDI_MOVE_LINE = 'सेशन रीशेड्यूल हुआ: बुध, 4 मार्च, सुबह 7:00 की जगह अब गुरु, 5 मार्च, शाम 6:00';

const messages = [
  // 6:30 PM IST on Saturday 28 February.
  message('m1', 'trainer-1', 'Welcome! Bring a mat.', '2026-02-28T13:00:00.000Z'),
  // 10:05 AM IST today.
  message('m2', 'client-1', 'See you at six', '2026-03-02T04:35:00.000Z'),
];

function inHindi(ui: React.ReactElement) {
  return renderWithProviders(<LocaleContext.Provider value="hi">{ui}</LocaleContext.Provider>, {
    route: `/chat/${CHAT_ID}`,
  });
}

beforeAll(() => loadLocale('hi'));

describe('the chat in Hindi (docs/product/languages.md#what-is-translated)', () => {
  beforeEach(() => fixClock(NOW));

  it('speaks Hindi around the messages, which stay as they were written', async () => {
    stubApi({
      [`GET /chat/${CHAT_ID}`]: {
        body: {
          success: true,
          data: {
            chat_id: CHAT_ID,
            participant,
            messages,
            hasMore: false,
            total_messages: 2,
            unread_count: 0,
          },
        },
      },
    });
    inHindi(
      <Conversation
        chatId={CHAT_ID}
        userId="client-1"
        socket={null}
        socketState="disconnected"
        now={new Date(NOW)}
      />,
    );
    const field = await screen.findByRole('textbox', { name: 'मैसेज' });
    expect(field.getAttribute('placeholder')).toBe('मैसेज लिखें');
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeTruthy();
    expect(screen.getByText('आज सुबह 7:05 बजे ऑनलाइन थे')).toBeTruthy();

    const list = screen.getByRole('list', { name: 'मैसेज' });
    expect(within(list).getByRole('heading', { name: 'शनि, 28 फ़र॰ 2026' })).toBeTruthy();
    expect(within(list).getByRole('heading', { name: 'आज' })).toBeTruthy();
    expect(within(list).getByText('शाम 6:30')).toBeTruthy();
    expect(within(list).getByText('सुबह 10:05')).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'पढ़ लिया' })).toBeTruthy();
    expect(within(list).getByText('Welcome! Bring a mat.')).toBeTruthy();
    expect(within(list).getByText('See you at six')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('writes a move line in Hindi, and shows a line stored as text before as it is', async () => {
    const stored = 'Session moved from Tue, 3 Mar, 6:00 PM to Wed, 4 Mar, 7:00 AM';
    stubApi({
      [`GET /chat/${CHAT_ID}`]: {
        body: {
          success: true,
          data: {
            chat_id: CHAT_ID,
            participant,
            messages: [
              // 9:00 AM and 10:00 AM IST today.
              {
                ...message('m0', 'client-1', stored, '2026-03-02T03:30:00.000Z'),
                message_type: 'event',
              },
              moveLine('m1', '2026-03-02T04:30:00.000Z'),
            ],
            hasMore: false,
            total_messages: 2,
            unread_count: 0,
          },
        },
      },
    });
    inHindi(
      <Conversation
        chatId={CHAT_ID}
        userId="client-1"
        socket={null}
        socketState="disconnected"
        now={new Date(NOW)}
      />,
    );
    const list = await screen.findByRole('list', { name: 'मैसेज' });
    expect(within(list).getByText(HINDI_MOVE_LINE, { exact: false })).toBeTruthy();
    expect(within(list).queryByText(/Session moved from Wed/)).toBeNull();
    expect(within(list).getByText(stored, { exact: false })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('lists the client’s trainers under a Hindi heading with the day in Hindi', () => {
    inHindi(
      <ChatList
        data={{
          all_participants: [],
          clients: [],
          trainers: [
            {
              ...participant,
              unread_count: 3,
              last_message: message('m1', 'trainer-1', 'Bring a mat', '2026-03-01T13:00:00.000Z'),
            },
          ],
          total_unread: 3,
        }}
        error={null}
        pending={false}
        onRetry={() => {}}
        isTrainer={false}
        userId="client-1"
        activeChatId={undefined}
        now={new Date(NOW)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'ट्रेनर से चैट' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपके ट्रेनर (1)' })).toBeTruthy();
    expect(screen.getByText('कल')).toBeTruthy();
    expect(screen.getByText('Bring a mat')).toBeTruthy();
    expect(screen.getByText('अनपढ़े मैसेज', { exact: false })).toBeTruthy();
  });

  it('previews a move line in Hindi, as nobody’s message', () => {
    inHindi(
      <ChatList
        data={{
          all_participants: [],
          clients: [],
          trainers: [{ ...participant, last_message: moveLine('m1', '2026-03-02T04:30:00.000Z') }],
          total_unread: 0,
        }}
        error={null}
        pending={false}
        onRetry={() => {}}
        isTrainer={false}
        userId="client-1"
        activeChatId={undefined}
        now={new Date(NOW)}
      />,
    );
    expect(screen.getByText(HINDI_MOVE_LINE)).toBeTruthy();
  });
});
