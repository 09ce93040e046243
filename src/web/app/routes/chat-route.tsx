import ChatPage from '#web/features/chat/pages/chat-page.tsx';

/**
 * `/chat` and `/chat/{chatId}`: visitors are asked to sign in on the page itself
 * (docs/product/chat.md#chat-address).
 */
export default function ChatRoute() {
  return <ChatPage />;
}
