import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { chatText } from '#web/features/chat/chat.text.ts';

export default {
  chat: {
    title: 'चैट',
    signIn: 'साइन इन करें',
    conversation: 'बातचीत',
    loadingChat: 'चैट लोड हो रही है',
    loadingChats: 'चैट लोड हो रही हैं',
    backToChats: 'सभी चैट पर वापस',
    them: 'सामने वाले',
    typing: 'टाइप कर रहे हैं…',
    online: 'ऑनलाइन',
    tryAgain: 'फिर से कोशिश करें',
    youPrefix: 'आप: ',
    noMessagesYet: 'अभी कोई मैसेज नहीं',
    unreadSuffix: ' अनपढ़े मैसेज',
    loadingOlder: 'पुराने मैसेज लोड हो रहे हैं',
    retryOlder: 'पुराने मैसेज फिर से लोड करें',
    loadOlder: 'पुराने मैसेज देखें',
    emptyConversation: 'अभी कोई मैसेज नहीं है। नमस्ते कहकर बातचीत शुरू करें।',
    messages: 'मैसेज',
    messageField: 'मैसेज',
    placeholder: 'मैसेज लिखें',
    send: 'भेजें',
    ticks: { pending: 'भेजा जा रहा है', sent: 'भेजा गया', delivered: 'पहुँच गया', read: 'पढ़ लिया' },
    today: 'आज',
    yesterday: 'कल',
    lastSeenJustNow: 'अभी-अभी ऑनलाइन थे',
    lastSeenMinutesAgo: (minutes: number) => `${formatNumber(minutes, 'hi')} मिनट पहले ऑनलाइन थे`,
    lastSeenToday: (time: string) => `आज ${time} बजे ऑनलाइन थे`,
    lastSeenYesterday: (time: string) => `कल ${time} बजे ऑनलाइन थे`,
    lastSeenOn: (date: string) => `${date} को ऑनलाइन थे`,
  } satisfies TranslationOf<typeof chatText>,
};
