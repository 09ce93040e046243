import type { TranslationOf } from '#shared/catalogue.ts';
import type { shellFooterText } from '#web/app/layout/footer.text.ts';
import type { shellLayoutText } from '#web/app/layout/layout.text.ts';
import type { shellMenuText } from '#web/app/layout/menu.text.ts';
import type { analyticsBarText } from '#web/features/privacy/components/analytics-bar.text.ts';

export default {
  shellLayout: {
    mainNav: 'मुख्य',
    home: ', होम',
    browseTrainers: 'ट्रेनर देखें',
    signIn: 'साइन इन करें',
    messages: 'मैसेज',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    skipToContent: 'सीधे पेज की सामग्री पर जाएँ',
    somethingWentWrong: 'कुछ गड़बड़ हो गई',
    reloadPage: 'पेज फिर से लोड करें',
  } satisfies TranslationOf<typeof shellLayoutText>,

  shellMenu: {
    viewProfile: 'प्रोफ़ाइल देखें',
    mySessions: 'मेरे सेशन',
    dashboard: 'डैशबोर्ड',
    updatePortfolio: 'पोर्टफ़ोलियो अपडेट करें',
    services: 'सर्विस',
    becomeTrainer: 'ट्रेनर बनें',
    adminConsole: 'एडमिन कंसोल',
    browseTrainers: 'ट्रेनर देखें',
    signOut: 'साइन आउट करें',
    openAccountMenu: ', अकाउंट मेन्यू खोलें',
    messagesUnread: (unread: number) => `मैसेज, ${unread} बिना पढ़े`,
  } satisfies TranslationOf<typeof shellMenuText>,

  shellFooter: {
    tagline: 'आपकी फ़िटनेस का सफ़र, आपके आस-पास और ऑनलाइन मौजूद सर्टिफ़ाइड ट्रेनरों के साथ।',
    contactUs: 'हमसे संपर्क करें',
    why: (brand: string) => `${brand} ही क्यों`,
    securePlatform: 'सुरक्षित प्लैटफ़ॉर्म',
    verifiedTrainers: 'वेरिफ़ाइड ट्रेनर',
    safePayments: 'सुरक्षित पेमेंट',
    support: '24/7 सहायता',
    rights: (year: number, brand: string) => `© ${year} ${brand}. सर्वाधिकार सुरक्षित।`,
    privacyNotice: 'प्राइवेसी नोटिस',
    disclaimer:
      'ध्यान दें: फ़िटनेस के नतीजे हर व्यक्ति के लिए अलग होते हैं। कोई भी एक्सरसाइज़, ट्रेनिंग या न्यूट्रिशन प्रोग्राम शुरू करने से पहले किसी योग्य डॉक्टर या हेल्थ एक्सपर्ट से सलाह ज़रूर लें।',
    language: 'भाषा',
  } satisfies TranslationOf<typeof shellFooterText>,

  analyticsBar: {
    question: 'क्या हम बिना आपकी पहचान के, ऐप के इस्तेमाल के आँकड़े जुटा सकते हैं?',
    privacyNotice: 'प्राइवेसी नोटिस',
    allow: 'हाँ, ठीक है',
    decline: 'नहीं, धन्यवाद',
  } satisfies TranslationOf<typeof analyticsBarText>,
};
