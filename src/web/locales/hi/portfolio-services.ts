import type { TranslationOf } from '#shared/catalogue.ts';
import type { servicesManagementText } from '#web/app/routes/services-management-route.text.ts';
import type { packOffersText } from '#web/features/trainer-services/components/pack-offers-field.text.ts';
import type { serviceOfferText } from '#web/features/trainer-services/components/service-offer-field.text.ts';
import type { servicesFormText } from '#web/features/trainer-services/services-form.text.ts';

/** Services Management and its session packs in Hindi. */
export default {
  portfolioServicesPage: {
    title: 'सर्विस मैनेजमेंट',
    eyebrow: 'ट्रेनर डैशबोर्ड',
    intro: 'चुनें कि आप कौन-से सेशन देते हैं और हर सेशन की कीमत क्या है।',
    loading: 'आपकी सर्विस लोड हो रही हैं',
    approvalNote: 'कीमत और पैक के बदलाव एडमिन की मंज़ूरी के बाद आपकी पब्लिक प्रोफ़ाइल पर दिखेंगे।',
    invitationPurpose:
      'यहाँ ट्रेनर चुनते हैं कि वे कौन-से सेशन देते हैं (पर्सनल, ग्रुप या ऑनलाइन ट्रेनिंग) और हर सेशन की कीमत क्या है। पूरे भारत के क्लाइंट तक अपने सेशन पहुँचाने के लिए Kasrat पर ट्रेनर बनें।',
  } satisfies TranslationOf<typeof servicesManagementText>,

  portfolioServicesForm: {
    services: {
      personal: { label: 'वन-ऑन-वन सेशन', description: 'पर्सनल ट्रेनिंग, एक क्लाइंट' },
      online: { label: 'ऑनलाइन सेशन', description: 'वीडियो पर लाइव सेशन' },
      group: { label: 'ग्रुप क्लास', description: 'छोटे ग्रुप में ट्रेनिंग' },
    },
    save: 'सर्विस सेव करें',
    saving: 'सेव हो रहा है...',
  } satisfies TranslationOf<typeof servicesFormText>,

  portfolioServiceOffer: {
    price: 'कीमत (₹)',
    servicePrice: (service: string) => `${service} की कीमत (₹)`,
    clientsSee: (price: string) => `क्लाइंट को हर सेशन की कीमत ${price} दिखेगी`,
  } satisfies TranslationOf<typeof serviceOfferText>,

  portfolioPackOffers: {
    heading: 'सेशन पैक',
    explanation:
      'क्लाइंट कई सेशन का पेमेंट एक साथ करते हैं और हर सेशन एक क्रेडिट से बुक करते हैं। पैक की मियाद खत्म होने पर बचे हुए क्रेडिट का पैसा रिफ़ंड हो जाता है।',
    pack: (number: number) => `पैक ${number}`,
    setBy: (number: number) => `पैक ${number}: कीमत या छूट`,
    sessions: 'सेशन',
    byPrice: 'कीमत',
    byDiscount: 'छूट',
    packPrice: 'पैक की कीमत (₹)',
    discount: 'छूट (%)',
    validFor: 'वैलिडिटी (दिन)',
    remove: (number: number) => `पैक ${number} हटाएँ`,
    add: 'पैक जोड़ें',
    computedPrice: (price: string) => `पैक की कीमत ${price}`,
    perSession: (price: string) => `${price} प्रति सेशन`,
    saving: (percent: number) => `${percent}% की बचत`,
    noSaving: 'सेशन की कीमत पर कोई बचत नहीं',
  } satisfies TranslationOf<typeof packOffersText>,
};
