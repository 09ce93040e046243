import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

/** The words of a pack offer's line (src/web/lib/pack-offer-text.ts). */
export const packOfferText = catalogue('packOffer', {
  sessions: (count: number) => `${formatNumber(count, 'en')} sessions`,
  save: (percent: number) => `save ${percent}%`,
  valid: (days: number) => `valid ${formatNumber(days, 'en')} days`,
});
