import { catalogue } from '#shared/catalogue.ts';

/**
 * The chat screen's own words; the shared ones (titles, refusals) are CHAT_TEXT in
 * src/shared/chat-api.ts. What people wrote stays as they wrote it.
 */
export const chatText = catalogue('chat', {
  title: 'Chat',
  signIn: 'Sign In',
  conversation: 'Conversation',
  loadingChat: 'Loading chat',
  loadingChats: 'Loading chats',
  backToChats: 'Back to chats',
  /** The other person, before their name has loaded. */
  them: 'Them',
  typing: 'typing…',
  online: 'Online',
  tryAgain: 'Try again',
  /** Before a message of one's own, in the list and for screen readers. */
  youPrefix: 'You: ',
  noMessagesYet: 'No messages yet',
  /** After the number of unread messages, for screen readers. */
  unreadSuffix: ' unread',
  loadingOlder: 'Loading older messages',
  retryOlder: 'Retry loading older messages',
  loadOlder: 'Load older messages',
  emptyConversation: 'No messages yet. Say hello to start the conversation.',
  messages: 'Messages',
  messageField: 'Message',
  placeholder: 'Type a message',
  send: 'Send',
  /** A message's ticks, named for screen readers. */
  ticks: { pending: 'Sending', sent: 'Sent', delivered: 'Delivered', read: 'Read' },
  today: 'Today',
  yesterday: 'Yesterday',
  lastSeenJustNow: 'last seen just now',
  lastSeenMinutesAgo: (minutes: number) => `last seen ${minutes} min ago`,
  lastSeenToday: (time: string) => `last seen today at ${time}`,
  lastSeenYesterday: (time: string) => `last seen yesterday at ${time}`,
  lastSeenOn: (date: string) => `last seen ${date}`,
});
