import type { TranslationOf } from '#shared/catalogue.ts';
import type { LISTING_FILTER_TEXT } from '#shared/listing-filters.ts';

export default {
  listingFilters: {
    yoga: 'योग',
    'personal-trainer': 'पर्सनल ट्रेनिंग',
    'weight-training': 'वेट ट्रेनिंग',
    crossfit: 'क्रॉसफ़िट',
    pilates: 'पिलाटेज़',
    cardio: 'कार्डियो',
    nutrition: 'न्यूट्रिशन',
    bodybuilding: 'बॉडीबिल्डिंग',
    dance: 'डांस फ़िटनेस',
  } satisfies TranslationOf<typeof LISTING_FILTER_TEXT>,
};
