import type { CATALOG_TEXT } from '#shared/catalog.ts';
import type { TranslationOf } from '#shared/catalogue.ts';

export default {
  catalog: {
    service: {
      personal: 'पर्सनल ट्रेनिंग',
      group: 'ग्रुप ट्रेनिंग',
      online: 'ऑनलाइन ट्रेनिंग',
    },
    specialization: {
      'Weight Training': 'वेट ट्रेनिंग',
      'Yoga & Pilates': 'योग और पिलाटेज़',
      CrossFit: 'क्रॉसफ़िट',
      Cardio: 'कार्डियो',
      Bodybuilding: 'बॉडीबिल्डिंग',
      'Nutrition & Diet': 'न्यूट्रिशन और डाइट',
      'Dance Fitness': 'डांस फ़िटनेस',
      'Sports Training': 'स्पोर्ट्स ट्रेनिंग',
      Rehabilitation: 'रिहैबिलिटेशन',
      'Martial Arts': 'मार्शल आर्ट्स',
      Swimming: 'स्विमिंग',
      Running: 'रनिंग',
      Cycling: 'साइक्लिंग',
      'Functional Training': 'फ़ंक्शनल ट्रेनिंग',
      'Strength Training': 'स्ट्रेंथ ट्रेनिंग',
      HIIT: 'एचआईआईटी',
      'Flexibility Training': 'फ़्लेक्सिबिलिटी ट्रेनिंग',
      'Core Training': 'कोर ट्रेनिंग',
    },
    city: {
      mumbai: 'मुंबई',
      delhi: 'दिल्ली',
      bangalore: 'बेंगलुरु',
      pune: 'पुणे',
      hyderabad: 'हैदराबाद',
      chennai: 'चेन्नई',
      kolkata: 'कोलकाता',
      ahmedabad: 'अहमदाबाद',
      jaipur: 'जयपुर',
      lucknow: 'लखनऊ',
    },
  } satisfies TranslationOf<typeof CATALOG_TEXT>,
};
