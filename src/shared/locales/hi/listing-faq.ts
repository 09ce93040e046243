import { BRAND } from '#shared/catalog.ts';
import type { TranslationOf } from '#shared/catalogue.ts';
import type { LISTING_FAQ_TEXT } from '#shared/listing-faq.ts';
import { LISTING_RADIUS_KM } from '#shared/listing-filters.ts';

export default {
  listingFaq: {
    questions: [
      {
        question: 'अपने आस-पास फ़िटनेस ट्रेनर कैसे ढूँढें?',
        answer: `${BRAND.name} को अपनी लोकेशन देखने की अनुमति दें: हम ${LISTING_RADIUS_KM} किमी के अंदर के मंज़ूर ट्रेनर दिखाते हैं, सबसे पास वाले पहले। स्पेशलाइज़ेशन या ट्रेनिंग के तरीके से फ़िल्टर करें, प्रोफ़ाइल खोलें और एक घंटे का स्लॉट बुक करें।`,
      },
      {
        question: 'किस तरह के ट्रेनर बुक किए जा सकते हैं?',
        answer:
          'ट्रेनर के जिम में या आपके घर पर वन-टू-वन पर्सनल ट्रेनिंग, छोटे ग्रुप क्लास और वीडियो पर लाइव ऑनलाइन सेशन: योग, वेट ट्रेनिंग, क्रॉसफ़िट, कार्डियो, न्यूट्रिशन और डांस फ़िटनेस जैसी कई स्पेशलाइज़ेशन में।',
      },
      {
        question: 'क्या ऑनलाइन ट्रेनिंग सेशन भी बुक हो सकते हैं?',
        answer:
          'हाँ। ऑनलाइन ट्रेनिंग चुनें और भारत में कहीं से भी वीडियो पर सिखाने वाले ट्रेनर देखें; बुकिंग कन्फ़र्म होते ही मीटिंग लिंक “मेरे सेशन” में दिख जाएगा।',
      },
    ],
  } satisfies TranslationOf<typeof LISTING_FAQ_TEXT>,
};
