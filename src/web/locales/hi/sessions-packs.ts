import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { packOfferText } from '#web/lib/pack-offer.text.ts';

const n = (value: number) => formatNumber(value, 'hi');

export default {
  packOffer: {
    sessions: (count: number) => `${n(count)} सेशन`,
    save: (percent: number) => `${n(percent)}% की बचत`,
    valid: (days: number) => `${n(days)} दिन के लिए`,
  } satisfies TranslationOf<typeof packOfferText>,
};
