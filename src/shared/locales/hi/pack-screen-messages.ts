import type { TranslationOf } from '#shared/catalogue.ts';
import type { PACK_SCREEN_TEXT } from '#shared/pack-screen-messages.ts';

export default {
  packScreenMessages: {
    packPriceRequired: 'पैक की क़ीमत या छूट लिखें',
    discountRange: 'छूट 1 से 99 प्रतिशत तक हो सकती है',
    buyFailed: 'ख़रीदारी शुरू नहीं हो सकी। कृपया फिर से कोशिश करें।',
    packLapsed: 'इस पैक का पेमेंट 15 मिनट में नहीं हुआ। कृपया इसे फिर से ख़रीदें।',
    paidWithCredit: '1 पैक क्रेडिट से पेमेंट',
    creditConfirmation: 'कन्फ़र्म हो गया। आपके पैक से एक क्रेडिट इस्तेमाल हुआ; कुछ भी पेमेंट नहीं करना है।',
  } satisfies TranslationOf<typeof PACK_SCREEN_TEXT>,
};
