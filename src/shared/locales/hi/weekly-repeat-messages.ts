import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { REPEAT_TEXT } from '#shared/weekly-repeat-messages.ts';

export default {
  weeklyRepeatMessages: {
    weekTaken: 'पहले से बुक है',
    weekClosed: 'इस तारीख को ट्रेनर उपलब्ध नहीं हैं',
    weekTooSoon: 'इतनी जल्दी बुक नहीं हो सकता',
    weekNotOffered: 'ट्रेनर यह समय नहीं देते',
    weekOutsideWindow: 'इतनी आगे की तारीख अभी बुक नहीं हो सकती',
    weeksOutOfRange: 'हर हफ़्ते वाली बुकिंग 2 से 8 हफ़्तों तक की होती है',
    choicesInvalid: 'हर हफ़्ते के लिए एक समय चुनें: उसी दिन का, या एक दिन पहले या बाद का',
    nothingFree: 'चुने गए समय में से अब कोई भी खाली नहीं है। कृपया हफ़्ते फिर से देखें।',
    packNotUsable: 'यह पैक इन सेशन के लिए इस्तेमाल नहीं हो सकता',
    notEnoughCredits: (credits: number, sessions: number) =>
      `इस पैक में ${formatNumber(credits, 'hi')} क्रेडिट बचे हैं, ${formatNumber(sessions, 'hi')} सेशन के लिए काफ़ी नहीं`,
    repeatBooked: (count: number) =>
      `आपके पैक क्रेडिट से हर हफ़्ते के ${formatNumber(count, 'hi')} सेशन बुक ${count === 1 ? 'हो गया' : 'हो गए'}।`,
    repeatHeld:
      'आपके हर हफ़्ते वाले सेशन 15 मिनट के लिए रोक दिए गए हैं। सभी को कन्फ़र्म करने के लिए एक बार पेमेंट करें।',
    repeatWeekly: 'हर हफ़्ते दोहराएँ',
    previewFailed: 'हफ़्ते जाँचे नहीं जा सके। कृपया फिर से कोशिश करें।',
    seriesLabel: (index: number, count: number) =>
      `हर हफ़्ते · ${formatNumber(count, 'hi')} में से ${formatNumber(index, 'hi')}`,
  } satisfies TranslationOf<typeof REPEAT_TEXT>,
};
