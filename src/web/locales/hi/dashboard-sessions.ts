import type { TranslationOf } from '#shared/catalogue.ts';
import type {
  cancelSessionText,
  feedbackDialogText,
  sessionItemText,
  sessionsTabText,
} from '#web/features/trainer-dashboard/components/sessions-tab.text.ts';
import type { sessionStatusText } from '#web/features/trainer-dashboard/session-status.text.ts';

export default {
  dashSessionStatus: {
    completed: 'पूरा हुआ',
    cancelledByYou: 'आपने कैंसल किया',
    cancelled: 'कैंसल हुआ',
    expired: 'समय निकल गया',
    awaitingPayment: 'पेमेंट बाकी',
    confirmed: 'कन्फ़र्म',
    confirmAttendance: 'हाज़िरी कन्फ़र्म करें',
    waitingForClient: 'क्लाइंट का इंतज़ार',
  } satisfies TranslationOf<typeof sessionStatusText>,

  dashSessions: {
    counts: 'सेशन की गिनती',
    nextSevenDays: 'अगले 7 दिन',
    ofUpcoming: (upcoming: number) => `कुल ${upcoming} आने वाले सेशन में से`,
    completed: 'पूरे हुए',
    bothConfirmed: 'दोनों ने कन्फ़र्म किया',
    toConfirm: 'कन्फ़र्म करने बाकी',
    toConfirmHint: 'शुरू हो चुके, हाज़िरी कन्फ़र्म होनी बाकी',
    cancelled: 'कैंसल हुए',
    byYou: (cancelled: number) => `${cancelled} आपने किए`,
    onProfile: 'प्रोफ़ाइल पर',
    onProfileHint: 'सबको दिखने वाले रिव्यू',
    chooseReviews: 'प्रोफ़ाइल के लिए रिव्यू चुनें',
    tabs: 'सेशन',
    upcoming: 'आने वाले सेशन',
    history: 'पिछले सेशन',
    loadingUpcoming: 'आने वाले सेशन लोड हो रहे हैं',
    noUpcoming: 'कोई आने वाला सेशन नहीं है। क्लाइंट के पेमेंट करते ही नई बुकिंग यहाँ दिखेंगी।',
    loadingHistory: 'पिछले सेशन लोड हो रहे हैं',
    noPast: 'अभी कोई पिछला सेशन नहीं है।',
    loadOlder: 'और पुराने सेशन देखें',
  } satisfies TranslationOf<typeof sessionsTabText>,

  dashSessionItem: {
    refundPending: 'रिफ़ंड हो रहा है',
    refundFailed: 'रिफ़ंड में देरी',
    refunded: 'क्लाइंट को रिफ़ंड हो गया',
    // A Hindi time names the part of the day ('शाम 6:00'); the IST is understood.
    when: (date: string, time: string, minutes: number) => `${date} · ${time} · ${minutes} मिनट`,
    joinOnline: 'ऑनलाइन सेशन जॉइन करें',
    onYourProfile: 'आपकी प्रोफ़ाइल पर',
    proposed: (date: string, time: string) =>
      `आपने ${date}, ${time} का समय सुझाया है; क्लाइंट के जवाब का इंतज़ार है`,
    confirmAttendance: 'हाज़िरी कन्फ़र्म करें',
    proposeNewTime: 'नया समय सुझाएँ',
    cancelSession: 'सेशन कैंसल करें',
  } satisfies TranslationOf<typeof sessionItemText>,

  dashFeedback: {
    title: 'आपकी प्रोफ़ाइल पर रिव्यू',
    description: (max: number) => `अपनी पब्लिक प्रोफ़ाइल के लिए क्लाइंट के ज़्यादा से ज़्यादा ${max} रिव्यू चुनें।`,
    reviewed: 'रिव्यू वाले सेशन',
    selected: (count: number, max: number) => `${max} में से ${count} चुने गए`,
    cancel: 'रद्द करें',
    saving: 'सेव हो रहा है...',
    save: 'चुने हुए सेव करें',
    none: 'अभी किसी सेशन का रिव्यू नहीं है। क्लाइंट जब अपने सेशन को रेटिंग देंगे, तो रिव्यू यहाँ दिखेंगे।',
  } satisfies TranslationOf<typeof feedbackDialogText>,

  dashCancelSession: {
    title: 'यह सेशन कैंसल करें?',
    description: (service: string, client: string, date: string, time: string) =>
      `${client} के साथ ${service}, ${date} को ${time} बजे`,
    keep: 'सेशन रहने दें',
    cancel: 'सेशन कैंसल करें',
    cancelling: 'कैंसल हो रहा है...',
    refundNote: (client: string, amount: string) =>
      `${client} को ${amount} का पूरा रिफ़ंड उसी तरीके से मिलेगा जिससे पेमेंट किया था, और ई-मेल पर बताया जाएगा कि आपने सेशन कैंसल किया है।`,
    emailNote: (client: string) => `${client} को ई-मेल पर बताया जाएगा कि आपने सेशन कैंसल किया है।`,
    counted: 'ट्रेनर के कैंसल किए गए सेशन आपके डैशबोर्ड पर गिने जाते हैं।',
    reason: 'कैंसल करने की वजह',
    reasonHint: 'यह वजह आपके क्लाइंट को भेजे जाने वाले ई-मेल में लिखी जाएगी।',
  } satisfies TranslationOf<typeof cancelSessionText>,
};
