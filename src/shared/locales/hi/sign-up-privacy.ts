import type { TranslationOf } from '#shared/catalogue.ts';
import type { SIGN_UP_PRIVACY_TEXT } from '#shared/privacy-messages.ts';

export default {
  signUpPrivacy: {
    adultRequired: 'कृपया पुष्टि करें कि आपकी उम्र 18 साल या उससे ज़्यादा है: Kasrat सिर्फ़ वयस्कों के लिए है',
    noticeRequired: 'अकाउंट बनाने के लिए कृपया प्राइवेसी नोटिस से सहमति दें',
    adultLabel: 'मेरी उम्र 18 साल या उससे ज़्यादा है',
    noticeLabel: 'मैं प्राइवेसी नोटिस से सहमत हूँ',
    analyticsHint:
      'ऐप के इस्तेमाल की जानकारी, जिससे हम Kasrat को बेहतर बनाते हैं। आप चालू न करें तो यह बंद रहती है।',
    marketingHint: 'ऑफ़र और नई खबरों के ईमेल। आप चालू न करें तो ये बंद रहते हैं।',
    analyticsLabel: 'इस्तेमाल के आँकड़े',
    marketingLabel: 'ऑफ़र और खबरें ईमेल पर',
  } satisfies TranslationOf<typeof SIGN_UP_PRIVACY_TEXT>,
};
