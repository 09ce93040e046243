import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { REPEAT_TEXT } from '#shared/weekly-repeat-messages.ts';

const n = (value: number) => formatNumber(value, 'hi');

export default {
  repeatMessages: {
    weekTaken: 'पहले से बुक है',
    weekClosed: 'ट्रेनर इस तारीख़ को उपलब्ध नहीं हैं',
    weekTooSoon: 'बहुत जल्द शुरू होगा',
    weekNotOffered: 'ट्रेनर इस समय सेशन नहीं लेते',
    weekOutsideWindow: 'इतनी आगे की बुकिंग नहीं हो सकती',
    weeksOutOfRange: 'हर हफ़्ते वाली बुकिंग 2 से 8 हफ़्तों तक की होती है',
    choicesInvalid: 'हर हफ़्ते के लिए एक समय चुनें: उसी दिन का, या एक दिन पहले या बाद का',
    nothingFree: 'चुने गए समयों में से अब कोई भी खाली नहीं है। कृपया हफ़्ते फिर से देखें।',
    packNotUsable: 'इन सेशन के लिए यह पैक इस्तेमाल नहीं हो सकता',
    notEnoughCredits: (credits: number, sessions: number) =>
      `इस पैक में ${n(credits)} क्रेडिट बचे हैं, ${n(sessions)} सेशन के लिए काफ़ी नहीं`,
    repeatBooked: (count: number) => `हर हफ़्ते के ${n(count)} सेशन आपके पैक क्रेडिट से बुक हो गए।`,
    repeatHeld:
      'आपके हर हफ़्ते वाले सेशन 15 मिनट के लिए रोक लिए गए हैं। सबको कन्फ़र्म करने के लिए एक बार पेमेंट करें।',
    repeatWeekly: 'हर हफ़्ते दोहराएँ',
    previewFailed: 'हफ़्ते जाँचे नहीं जा सके। कृपया फिर से कोशिश करें।',
    seriesLabel: (index: number, count: number) => `हर हफ़्ते · ${n(count)} में से ${n(index)}`,
  } satisfies TranslationOf<typeof REPEAT_TEXT>,
};
