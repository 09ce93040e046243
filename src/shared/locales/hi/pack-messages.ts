import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { PACK_TEXT } from '#shared/pack-messages.ts';

const n = (value: number) => formatNumber(value, 'hi');

export default {
  packMessages: {
    packNotFound: 'पैक नहीं मिला',
    packNotUsable:
      'यह पैक इस सेशन के लिए इस्तेमाल नहीं हो सकता: इसका पेमेंट नहीं हुआ है, यह ख़त्म हो चुका है, इसमें क्रेडिट नहीं बचे हैं, या यह किसी दूसरे ट्रेनर या सर्विस का है',
    packNotOffered: 'ट्रेनर यह पैक नहीं देते',
    packNotPayable: 'यह पैक अब पेमेंट का इंतज़ार नहीं कर रहा',
    packAlreadyPaid: 'इस पैक का पेमेंट हो चुका है',
    packPaid: 'पेमेंट हो गया! आपका पैक चालू है।',
    tooManyPending:
      'आपके 3 पैक पेमेंट के इंतज़ार में हैं। नया पैक रोकने से पहले किसी एक का पेमेंट करें या उसे 15 मिनट में अपने-आप छूट जाने दें।',
    packCreated: 'पैक रोक लिया गया है। इसे चालू करने के लिए 15 मिनट के अंदर पेमेंट करें।',
    cannotBuyFromYourself: 'आप अपना ही पैक नहीं ख़रीद सकते',
    bookedWithCredit: (left: number) => `पैक क्रेडिट से सेशन बुक हो गया (${n(left)} क्रेडिट बचे)`,
    creditBack: (left: number) =>
      `बुकिंग कैंसल हो गई। आपका पैक क्रेडिट वापस मिल गया (${n(left)} क्रेडिट बचे)।`,
    sessionCancelledCreditBack: (client: string) =>
      `सेशन कैंसल हो गया। ${client} का पैक क्रेडिट वापस मिल गया है और उन्हें आपकी वजह के साथ ई-मेल भेजा जाएगा।`,
    creditRefunded: 'बुकिंग कैंसल हो गई। आपके पेमेंट में से इस सेशन का हिस्सा रिफ़ंड किया जाएगा।',
    creditUsed: 'बुकिंग कैंसल हो गई। सेशन में 24 घंटे से कम समय बचा था, इसलिए पैक क्रेडिट इस्तेमाल हो गया।',
    unusedRefundReason: 'पैक ख़त्म होने पर बचे हुए क्रेडिट का रिफ़ंड',
  } satisfies TranslationOf<typeof PACK_TEXT>,
};
