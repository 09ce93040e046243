import { describe, expect, it } from 'vitest';
import type { PublicPack } from '#shared/discovery-types.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { formatPackDay, packOfferLine } from './pack-offer-text';

const offer: PublicPack = {
  sessions: 10,
  pricePaise: 900_000,
  sessionPricePaise: 90_000,
  discountPercent: 25,
  validityDays: 90,
};

describe('a pack offer in a line', () => {
  it('reads the same in English as before', () => {
    expect(packOfferLine(offer)).toBe('10 sessions · ₹9,000 · save 25% · valid 90 days');
    expect(formatPackDay('2027-02-24T18:29:59.999Z')).toBe('24 Feb 2027');
  });

  it('reads in Hindi, with the IST day in Hindi', async () => {
    await loadLocale('hi');
    expect(packOfferLine(offer, 'hi')).toBe('10 सेशन · ₹9,000 · 25% की बचत · 90 दिन तक मान्य');
    expect(formatPackDay('2027-02-24T18:29:59.999Z', 'hi')).toBe('24 फ़र॰ 2027');
  });
});
