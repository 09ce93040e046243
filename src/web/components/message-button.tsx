import { useState } from 'react';
import type { z } from 'zod';
import { CHAT_TEXT, type openChatResponseSchema } from '#shared/chat-api.ts';
import { paths } from '#web/config/paths.ts';
import { track } from '#web/lib/analytics.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useNavigate } from '#web/lib/router/router.tsx';
import { showToast } from '#web/lib/toast.tsx';
import { messageButtonText } from './message-button.text';
import { buttonClass } from './ui/button-styles';
import { ChatIcon } from './ui/icons';

type MessageButtonProps = {
  /** The other person's name, for the button's accessible label. */
  name: string;
  size?: 'sm' | 'md';
  /** Only the icon, for a table row; the label stays for screen readers and as a tooltip. */
  compact?: boolean;
} & ({ bookingId: string; chatId?: never } | { chatId: string; bookingId?: never });

/**
 * "Message" on a booking or a client (docs/product/chat.md#booking-ids-as-chat-references): opens
 * (or ensures) the pair's chat with
 * `POST /api/chat {bookingId}`, or goes straight to a known chat id, and opens /chat/{id}.
 */
export function MessageButton({
  name,
  size = 'sm',
  compact = false,
  bookingId,
  chatId,
}: MessageButtonProps) {
  const navigate = useNavigate();
  const text = useText(messageButtonText);
  const chatText = useText(CHAT_TEXT);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    try {
      let id = chatId;
      if (!id) {
        const response = await apiRequest<z.infer<typeof openChatResponseSchema>>('/chat', {
          method: 'POST',
          body: { bookingId },
        });
        id = response.data.chat_id;
      }
      track('chat_initiated', bookingId ? { bookingId } : { chatId: id });
      navigate(paths.chatConversation(id));
    } catch (error) {
      console.warn(CHAT_TEXT.english.createFailed, error);
      void showToast('error', chatText.createFailed);
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void open()}
      aria-label={text.messageTo(name)}
      title={compact ? text.messageTo(name) : undefined}
      className={buttonClass('secondary', size, compact ? 'size-9 px-0' : '')}
    >
      <ChatIcon className={compact ? 'size-5' : 'size-4'} />
      {!compact && text.message}
    </button>
  );
}
