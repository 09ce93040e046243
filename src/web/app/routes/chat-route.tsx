import ChatPage from '#web/features/chat/pages/chat-page.tsx';

/** `/chat` and `/chat/{chatId}`: visitors are asked to sign in on the page itself (spec 02 §2). */
export default function ChatRoute() {
  return <ChatPage />;
}
