import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, type ChatParticipant } from '#shared/chat-api.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import { COUNTER_FROM } from '../chat-format';
import { Conversation } from './conversation';

const CHAT_ID = 'client-1_trainer-1';
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
  lastSessionDate: null,
  last_message: null,
  unread_count: 0,
  lastSeenAt: null,
};

function storedMessage(text: string, clientId: string) {
  return {
    _id: 'message-1',
    id: 'message-1',
    chat_id: CHAT_ID,
    sender_id: 'client-1',
    sender: 'Ravi Kumar',
    recipient_id: 'trainer-1',
    message: text,
    text,
    content: text,
    message_type: 'text',
    event: null,
    timestamp: NOW,
    createdAt: NOW,
    delivered_at: null,
    read_at: null,
    status: 'sent',
    clientId,
  };
}

const conversation = {
  body: {
    success: true,
    data: {
      chat_id: CHAT_ID,
      participant,
      messages: [],
      hasMore: false,
      total_messages: 0,
      unread_count: 0,
    },
  },
};

/** The open chat without a socket: messages go over REST, as when the socket is down. */
async function openChat() {
  const view = renderWithProviders(
    <Conversation
      chatId={CHAT_ID}
      userId="client-1"
      socket={null}
      socketState="disconnected"
      now={new Date(NOW)}
    />,
  );
  const field = await screen.findByRole('textbox', { name: 'Message' });
  return { ...view, field, send: screen.getByRole('button', { name: 'Send' }) };
}

describe('the chat composer', () => {
  beforeEach(() => fixClock(NOW));

  it('sends the trimmed text on Enter and keeps Shift+Enter for a new line', async () => {
    const api = stubApi({
      [`GET /chat/${CHAT_ID}`]: conversation,
      [`POST /chat/${CHAT_ID}/messages`]: (request) => ({
        status: 201,
        body: {
          success: true,
          data: storedMessage(
            (request.body as { message: string }).message,
            (request.body as { clientId: string }).clientId,
          ),
        },
      }),
    });
    const { user, field, send } = await openChat();
    expect(send).toHaveProperty('disabled', true);

    await user.type(field, '   ');
    expect(send).toHaveProperty('disabled', true);

    await user.type(field, 'See you at six{Shift>}{Enter}{/Shift}Bring water  ');
    expect(field).toHaveProperty('value', '   See you at six\nBring water  ');
    expect(api.sentTo(`POST /chat/${CHAT_ID}/messages`)).toHaveLength(0);
    expect(send).toHaveProperty('disabled', false);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.sentTo(`POST /chat/${CHAT_ID}/messages`)).toHaveLength(1));
    expect(api.sentTo(`POST /chat/${CHAT_ID}/messages`)[0]!.body).toEqual({
      message: 'See you at six\nBring water',
      clientId: expect.any(String),
    });
    expect(field).toHaveProperty('value', '');
    expect(send).toHaveProperty('disabled', true);
    await screen.findByText(/Bring water/);
  });

  it('counts characters near the limit and refuses text over it', async () => {
    stubApi({ [`GET /chat/${CHAT_ID}`]: conversation });
    const { user, field, send } = await openChat();
    await user.click(field);
    await user.paste('a'.repeat(COUNTER_FROM - 1));
    expect(screen.queryByText(/\/ 2,000$/)).toBeNull();

    await user.paste('a');
    screen.getByRole('textbox', { name: 'Message', description: '1,800 / 2,000' });
    expect(send).toHaveProperty('disabled', false);

    await user.paste('a'.repeat(CHAT_MESSAGE_MAX - COUNTER_FROM + 1));
    screen.getByRole('textbox', { name: 'Message', description: '2,001 / 2,000' });
    expect(send).toHaveProperty('disabled', true);
    await expectNoAxeViolations();
  });

  it('shows the server’s refusal and puts the text back to try again', async () => {
    stubApi({
      [`GET /chat/${CHAT_ID}`]: conversation,
      [`POST /chat/${CHAT_ID}/messages`]: {
        status: 429,
        body: { message: CHAT_MESSAGES.tooManyMessages },
      },
    });
    const { user, field } = await openChat();

    await user.type(field, 'Are we on for tomorrow?{Enter}');

    await screen.findByText(CHAT_MESSAGES.tooManyMessages);
    await waitFor(() => expect(field).toHaveProperty('value', 'Are we on for tomorrow?'));
  });

  it('has no accessibility violations', async () => {
    stubApi({ [`GET /chat/${CHAT_ID}`]: conversation });
    await openChat();
    await expectNoAxeViolations();
  });
});
