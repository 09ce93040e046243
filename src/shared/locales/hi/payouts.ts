import type { TranslationOf } from '#shared/catalogue.ts';
import type { PAYOUT_STATUS_TEXT, PAYOUT_TEXT } from '#shared/payouts.ts';
import messagesInHindi from './messages';

export default {
  payoutStatuses: {
    pending: 'बाकी',
    processing: 'प्रोसेस में',
    paid: 'पेमेंट हो गया',
    failed: 'फ़ेल',
  } satisfies TranslationOf<typeof PAYOUT_STATUS_TEXT>,

  payoutMessages: {
    notFound: 'पेआउट नहीं मिला',
    alreadyPaid: 'इस पेआउट का भुगतान हो चुका है',
    retryFailedOnly: 'सिर्फ़ असफल पेआउट ही दोबारा भेजा जा सकता है',
    settleFailed: 'असफल पेआउट को भुगतान हुआ मार्क करने से पहले उसे दोबारा भेजना होगा',
    sentByProvider:
      'यह पेआउट RazorpayX से भेजा जाता है और RazorpayX की पुष्टि मिलने पर ही भुगतान हुआ मार्क होता है',
    referenceInvalid: 'ट्रांसफ़र का रेफ़रेंस (यूटीआर) भरें: 4 से 64 अक्षर, अंक, स्पेस, - / _',
    settled: 'पेआउट को भुगतान हुआ मार्क कर दिया गया',
    retried: 'पेआउट दोबारा भेजने के लिए कतार में लगा दिया गया',
    invalidWeek: 'हफ़्ता उसके सोमवार की तारीख से बताएँ, जैसे 2026-03-02',
    invalidStatus: 'स्टेटस इनमें से एक होना चाहिए: बाकी, प्रोसेस हो रहा है, भुगतान हो गया या असफल',
    invalidLimit: 'लिमिट 1 से 100 के बीच होनी चाहिए',
    invalidPage: messagesInHindi.messages.invalidPage,
    webhookSignatureInvalid: 'वेबहुक का सिग्नेचर सही नहीं है',
    noPayoutDetails: 'ट्रेनर की पूरी हो चुकी केवाईसी में कोई बैंक खाता या यूपीआई आईडी नहीं है',
    loadFailed: 'पेआउट लोड नहीं हो सके',
    settleFailedToast: 'पेआउट को भुगतान हुआ मार्क नहीं किया जा सका। कृपया फिर से कोशिश करें।',
    retryFailedToast: 'पेआउट दोबारा नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    alreadyFailed: 'यह पेआउट पहले ही असफल हो चुका है',
    failReasonInvalid: 'पेआउट असफल होने की वजह लिखें: 4 से 500 अक्षर',
    markedFailed: 'पेआउट असफल मार्क कर दिया गया; ट्रेनर को ई-मेल भेज दिया गया है',
    failFailedToast: 'पेआउट को असफल मार्क नहीं किया जा सका। कृपया फिर से कोशिश करें।',
    sendThrew: 'पेआउट RazorpayX को नहीं भेजा जा सका',
  } satisfies TranslationOf<typeof PAYOUT_TEXT>,
};
