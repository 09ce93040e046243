import type { TranslationOf } from '#shared/catalogue.ts';
import type { DASHBOARD_TEXT } from '#shared/trainer-dashboard-api.ts';

export default {
  dashboardMessages: {
    loadFailed: (message: string) => `डैशबोर्ड का डेटा लोड नहीं हो सका: ${message}`,
    sessionsFailed: 'सेशन का डेटा लोड नहीं हो सका',
    clientsFailed: 'क्लाइंट का डेटा लोड नहीं हो सका',
    earningsFailed: 'कमाई का डेटा लोड नहीं हो सका',
    tooManyFeedback: 'आप अपनी प्रोफ़ाइल के लिए ज़्यादा से ज़्यादा 10 रिव्यू चुन सकते हैं',
    feedbackNotYours: 'आपकी प्रोफ़ाइल पर सिर्फ़ आपके अपने सेशन के रिव्यू दिख सकते हैं',
    feedbackSaved: 'प्रोफ़ाइल पर दिखने वाले रिव्यू अपडेट हो गए',
    invalidPeriod: 'अवधि सिर्फ़ इस महीने या पिछले महीने की हो सकती है',
    invalidCursor: 'सेशन हिस्ट्री का यह पेज अब उपलब्ध नहीं है',
    searchTooLong: 'खोज में 100 से ज़्यादा अक्षर नहीं हो सकते',
  } satisfies TranslationOf<typeof DASHBOARD_TEXT>,
};
