import { beforeAll, describe, expect, it } from 'vitest';
import { fromPricePaise } from '#shared/from-price.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import {
  contactLinks,
  formatRating,
  offeredServices,
  profileHeadline,
  profileTitle,
  reviewPages,
  reviewPreview,
  sessionDay,
} from './profile-view';

const offer = (enabled: boolean, pricePaise: number) => ({
  enabled,
  pricePaise,
  price: pricePaise / 100,
});

describe('profile defaults', () => {
  it('fills an empty title and headline with the spec defaults', () => {
    expect(profileTitle({ title: null })).toBe('Certified Personal Trainer');
    expect(profileTitle({ title: '  ' })).toBe('Certified Personal Trainer');
    expect(profileTitle({ title: 'Yoga Teacher' })).toBe('Yoga Teacher');
    expect(profileHeadline({ heroHeadlineLine1: '', heroHeadlineLine2: null })).toEqual([
      'We Train To Live',
      'A Healthy Life',
    ]);
    expect(profileHeadline({ heroHeadlineLine1: 'Lift', heroHeadlineLine2: 'Smile' })).toEqual([
      'Lift',
      'Smile',
    ]);
  });
});

describe('prices', () => {
  it('heads with the lowest enabled price and lists only enabled services', () => {
    const services = {
      personal: offer(false, 150000),
      group: offer(true, 80000),
      online: offer(true, 100000),
    };
    // The hero's "From" is the card's: the lowest enabled price (group here), not personal first.
    expect(fromPricePaise(services)).toBe(80000);
    expect(offeredServices(services)).toEqual([
      { key: 'group', name: 'Group Training', pricePaise: 80000 },
      { key: 'online', name: 'Online Training', pricePaise: 100000 },
    ]);
    const none = { personal: offer(false, 1), group: offer(false, 1), online: offer(false, 1) };
    expect(fromPricePaise(none)).toBeNull();
    expect(offeredServices(none)).toEqual([]);
  });
});

describe('reviews', () => {
  it('pages reviews in threes', () => {
    expect(reviewPages([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(reviewPages([])).toEqual([]);
  });

  it('keeps a review of 120 characters whole and cuts a longer one at a word', () => {
    const exact = 'a'.repeat(120);
    expect(reviewPreview(exact)).toEqual({ text: exact, truncated: false });
    const long = `${'word '.repeat(30)}end`;
    const preview = reviewPreview(long);
    expect(preview.truncated).toBe(true);
    expect(preview.text.endsWith('word…')).toBe(true);
    expect(preview.text.length).toBeLessThanOrEqual(121);
  });

  it('dates a review by its session’s IST day', () => {
    expect(sessionDay('2026-11-21')).toBe('21 Nov 2026');
    expect(sessionDay('2026-03-01')).toBe('1 Mar 2026');
  });
});

describe('contact links', () => {
  it('turns handles and addresses into links, and refuses other schemes', () => {
    expect(
      contactLinks({ website: 'asha.fit', instagram: '@asha.fit', youtube: 'AshaMoves' }),
    ).toEqual([
      { label: 'Website', href: 'https://asha.fit/', text: 'asha.fit' },
      {
        label: 'Instagram',
        href: 'https://www.instagram.com/asha.fit',
        text: 'instagram.com/asha.fit',
      },
      {
        label: 'YouTube',
        href: 'https://www.youtube.com/@AshaMoves',
        text: 'youtube.com/@AshaMoves',
      },
    ]);
    expect(contactLinks({ website: 'javascript:alert(1)', instagram: null, youtube: '' })).toEqual(
      [],
    );
  });
});

describe('the profile in Hindi', () => {
  beforeAll(() => loadLocale('hi'));

  it('fills empty fields with Hindi defaults and keeps what the trainer wrote', () => {
    expect(profileTitle({ title: null }, 'hi')).toBe('सर्टिफ़ाइड पर्सनल ट्रेनर');
    expect(profileTitle({ title: 'Yoga Teacher' }, 'hi')).toBe('Yoga Teacher');
    expect(profileHeadline({ heroHeadlineLine1: null, heroHeadlineLine2: 'Smile' }, 'hi')).toEqual([
      'हम ट्रेनिंग देते हैं',
      'Smile',
    ]);
  });

  it('names the services, dates reviews and rates in Hindi', () => {
    const services = {
      personal: offer(true, 150000),
      group: offer(false, 80000),
      online: offer(true, 100000),
    };
    expect(offeredServices(services, 'hi').map((service) => service.name)).toEqual([
      'पर्सनल ट्रेनिंग',
      'ऑनलाइन ट्रेनिंग',
    ]);
    expect(sessionDay('2026-11-21', 'hi')).toBe('21 नव॰ 2026');
    expect(formatRating(4.5, 'hi')).toBe('4.5');
    expect(formatRating(5)).toBe('5.0');
  });
});
