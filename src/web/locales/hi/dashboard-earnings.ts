import type { TranslationOf } from '#shared/catalogue.ts';
import type {
  earningsTabText,
  packSalesText,
  paymentBreakdownText,
  transactionsText,
} from '#web/features/trainer-dashboard/components/earnings-tab.text.ts';
import type { payoutHistoryText } from '#web/features/trainer-payouts/components/payout-history.text.ts';

export default {
  dashEarnings: {
    period: 'अवधि',
    periods: { thisMonth: 'इस महीने', lastMonth: 'पिछले महीने' },
    figures: 'कमाई के आँकड़े',
    totalEarnings: 'कुल कमाई',
    youKeep: (amount: string) => `फ़ीस काटकर आपका हिस्सा ${amount}`,
    sessionsCompleted: 'पूरे हुए सेशन',
    bothConfirmed: 'दोनों ने कन्फ़र्म किया',
    avgPerSession: 'हर पूरे सेशन का औसत',
    whatClientsPaid: 'क्लाइंट ने जितना चुकाया',
    pendingPayments: 'बाकी पेमेंट',
    pendingPaymentsHint: 'बुक हुए, अभी पूरे नहीं हुए',
    loading: 'कमाई लोड हो रही है',
    recentTransactions: 'हाल के ट्रांज़ैक्शन',
    noSessions: {
      thisMonth: 'इस महीने अभी कोई सेशन नहीं है।',
      lastMonth: 'पिछले महीने कोई सेशन नहीं था।',
    },
  } satisfies TranslationOf<typeof earningsTabText>,

  dashPaymentBreakdown: {
    title: 'पेमेंट का ब्योरा',
    paidAmount: 'चुकाई गई रकम',
    pendingAmount: 'बाकी रकम',
    shareOfTotal: (label: string, share: number) => `${label}: कुल का ${share}%`,
    yourEarnings: 'फ़ीस के बाद आपकी कमाई',
    clientsPaid: 'क्लाइंट ने चुकाए',
    platformFee: (personal: number, online: number) =>
      `प्लैटफ़ॉर्म फ़ीस (आमने-सामने ${personal}%, ऑनलाइन ${online}%)`,
    youEarn: 'आपकी कमाई',
    paidToYou: 'आपको मिल चुके',
    payoutProcessing: 'पेआउट प्रोसेस में',
    awaitingPayout: 'पेआउट बाकी',
  } satisfies TranslationOf<typeof paymentBreakdownText>,

  dashTransactions: {
    recentTransactions: 'हाल के ट्रांज़ैक्शन',
    client: 'क्लाइंट',
    service: 'सर्विस',
    totalAmount: 'कुल रकम',
    yourEarning: 'आपकी कमाई',
    platformFee: 'प्लैटफ़ॉर्म फ़ीस',
    date: 'तारीख',
    paymentStatus: 'पेमेंट स्टेटस',
    yourPayment: 'आपका पेमेंट',
    yourEarningNote: 'आपकी कमाई',
    statuses: { paid: 'पेमेंट हो गया', pending: 'बाकी', processing: 'प्रोसेस में' },
  } satisfies TranslationOf<typeof transactionsText>,

  dashPackSales: {
    title: 'सेशन पैक',
    packsSold: 'बिके पैक',
    paidByClients: (amount: string) => `क्लाइंट ने ${amount} चुकाए`,
    creditsOutstanding: 'बाकी क्रेडिट',
    toEarn: (amount: string) => `सेशन होने पर ${amount} की कमाई होगी`,
    noPacks: 'अभी कोई पैक नहीं बिका।',
    offerPacks: 'सर्विस मैनेजमेंट में पैक ऑफ़र करें',
    pack: (sessions: number, service: string, amount: string) =>
      `${sessions} × ${service} · ${amount}`,
    creditsLeft: (left: number, sessions: number) => `${sessions} में से ${left} क्रेडिट बाकी`,
    until: (day: string) => `${day} तक`,
  } satisfies TranslationOf<typeof packSalesText>,

  dashPayouts: {
    title: 'पेआउट',
    intro:
      'हर शुक्रवार, पिछले रविवार तक पूरे हुए सेशन का पेमेंट आपके बैंक खाते या यूपीआई आईडी में भेजा जाता है, बशर्ते आपकी केवाईसी पूरी हो और आपके 5 सेशन पूरे हो चुके हों।',
    loading: 'पेआउट लोड हो रहे हैं',
    none: 'अभी कोई पेआउट नहीं हुआ। आपका पहला पेआउट पाँचवाँ सेशन पूरा होने के बाद वाले शुक्रवार को आएगा, बशर्ते आपकी केवाईसी पूरी हो चुकी हो।',
    newestFirst: 'आपके हफ़्तेवार पेआउट, सबसे नए पहले',
    week: 'हफ़्ता',
    platformFee: 'प्लैटफ़ॉर्म फ़ीस',
    statement: 'स्टेटमेंट',
    sessions: (count: number) => `${count} सेशन`,
    youReceive: 'आपका हिस्सा',
    gross: 'कुल',
    status: 'स्टेटस',
    reference: 'रेफ़रेंस',
  } satisfies TranslationOf<typeof payoutHistoryText>,
};
