import type { LOCATION_TEXT } from '#shared/booking-schemas.ts';
import type { TranslationOf } from '#shared/catalogue.ts';

export default {
  bookingLocations: {
    gym: 'ट्रेनर का जिम',
    home: 'क्लाइंट का घर',
    online: 'ऑनलाइन सेशन',
  } satisfies TranslationOf<typeof LOCATION_TEXT>,
};
