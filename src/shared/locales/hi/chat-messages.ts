import type { TranslationOf } from '#shared/catalogue.ts';
import type { CHAT_TEXT } from '#shared/chat-api.ts';
import { formatNumber } from '#shared/intl.ts';

/**
 * The limits are written out (CHAT_MESSAGE_MAX, CHAT_SOCKETS_PER_ACCOUNT): importing them would
 * bring chat-api.ts and zod into the Hindi chunk. localised-messages.test.ts checks they agree.
 */
export default {
  chatMessages: {
    connectFailed: 'चैट सर्वर से कनेक्ट नहीं हो सका',
    loadChatsFailed: 'चैट लोड नहीं हो सकीं',
    loadChatFailed: 'यह चैट लोड नहीं हो सकी',
    sendFailed: 'मैसेज नहीं भेजा जा सका',
    createFailed: 'चैट शुरू नहीं हो सकी',
    signInToChat: 'चैट करने के लिए कृपया लॉग इन करें',
    listTitle: 'ट्रेनर से चैट',
    trainerListTitle: 'क्लाइंट से चैट',
    yourClients: (n: number) => `आपके क्लाइंट (${formatNumber(n, 'hi')})`,
    trainersYouBooked: (n: number) => `आपके बुक किए ट्रेनर (${formatNumber(n, 'hi')})`,
    yourTrainers: (n: number) => `आपके ट्रेनर (${formatNumber(n, 'hi')})`,
    noChats: 'अभी कोई चैट नहीं है',
    noChatsTrainerHint: 'सेशन बुक करें या क्लाइंट की बुकिंग का इंतज़ार करें',
    noChatsClientHint: 'ट्रेनर से चैट करने के लिए पहले एक सेशन बुक करें',
    selectConversation: 'बात करने के लिए कोई ट्रेनर चुनें',
    trainerSelectConversation: 'बात करने के लिए कोई क्लाइंट चुनें',
    offline: 'चैट ऑफ़लाइन है। फिर से जुड़ रहे हैं…',
    backOnline: 'चैट फिर से ऑनलाइन है',
    notConnectedJoin: 'कनेक्शन नहीं है, इसलिए चैट नहीं खुल सकती',
    notConnectedLeave: 'कनेक्शन नहीं है, इसलिए चैट बंद नहीं हो सकती',
    messageEmpty: 'मैसेज खाली नहीं हो सकता',
    messageTooLong: 'मैसेज ज़्यादा से ज़्यादा 2,000 अक्षरों का हो सकता है',
    messageTypeInvalid: 'सिर्फ़ टेक्स्ट मैसेज भेजे जा सकते हैं',
    tooManyMessages: 'आप बहुत तेज़ी से मैसेज भेज रहे हैं। कृपया कुछ सेकंड रुकें।',
    tooManyJoins: 'एक साथ बहुत सारी चैट खोली गई हैं। कृपया कुछ सेकंड रुकें।',
    chatNotFound: 'चैट नहीं मिली',
    notAParty: 'आप सिर्फ़ उन्हीं ट्रेनर या क्लाइंट से चैट कर सकते हैं जिनके साथ आपकी बुकिंग है',
    bookingNotFound: 'बुकिंग नहीं मिली',
    messageNotFound: 'मैसेज नहीं मिला',
    invalidCursor: 'मैसेज का यह पेज अब उपलब्ध नहीं है',
    typingInvalid: 'typing की वैल्यू true या false होनी चाहिए',
    notJoined: 'टाइप करने से पहले चैट खोलें',
    sessionEnded: 'आप साइन आउट हो गए हैं। कृपया फिर से साइन इन करें।',
    foreignOrigin: 'चैट कनेक्शन सिर्फ़ Kasrat की साइट से ही लिए जाते हैं',
    tooManyConnections:
      'इस अकाउंट के बहुत सारे चैट कनेक्शन खुले हैं (ज़्यादा से ज़्यादा 20)। कोई टैब बंद करके फिर से कोशिश करें।',
    invalidPayload: 'चैट का यह अनुरोध समझ नहीं आया',
    newMessageMailSubject: (senderName: string) => `${senderName} का नया मैसेज`,
  } satisfies TranslationOf<typeof CHAT_TEXT>,
};
