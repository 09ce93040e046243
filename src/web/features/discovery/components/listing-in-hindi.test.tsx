import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paginate, type TrainerCard as Trainer } from '#shared/discovery-types.ts';
import type { Locale } from '#shared/locale.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { trainerCount } from '../trainer-count';
import { FilterChips, ONLINE_CHIP, specializationChip } from './filter-chips';
import ListingClosing from './listing-closing';
import { SortSelect } from './sort-select';
import { TrainerCard } from './trainer-card';

// Monday 2 March 2026, 10:00 IST; the trainer's next free slot is Tuesday 7:00 IST.
const NOW = new Date('2026-03-02T04:30:00.000Z');
const NEXT_FREE = '2026-03-03T01:30:00.000Z';

const offer = (enabled: boolean, rupees: number) => ({
  enabled,
  price: rupees,
  pricePaise: rupees * 100,
});

const trainer: Trainer = {
  id: 'trainer-1',
  _id: 'trainer-1',
  name: 'Asha Verma',
  title: 'Strength coach',
  bio: 'Ten years of coaching in Bandra.',
  city: 'Mumbai',
  location: 'Bandra',
  specializations: ['Yoga & Pilates', 'Weight Training', 'HIIT'],
  specialization: 'Yoga & Pilates',
  certifications: [],
  experience: 5,
  rating: 4.8,
  reviewCount: 12,
  totalReviews: 12,
  listingImage: null,
  profilePicture: null,
  distance: 2.34,
  gymInfo: null,
  trainingLocations: { myGym: true, clientHome: true },
  availableSlots: ['7:00 AM', '6:00 PM', '8:00 PM', '9:00 PM'],
  services: { personal: offer(true, 1500), group: offer(false, 0), online: offer(true, 1000) },
  hourlyRate: 1500,
  bookingfull: false,
  nextFreeAt: NEXT_FREE,
  verified: true,
  completedSessions: 140,
  fromPricePaise: 100_000,
};

function renderIn(locale: Locale, ui: ReactElement) {
  return renderWithProviders(<LocaleContext.Provider value={locale}>{ui}</LocaleContext.Provider>);
}

/** What is left of a text once the trainer's own words are taken out: Kasrat's words only. */
const withoutTrainersOwnText = (text: string) =>
  // 'AV' is the picture's stand-in: the trainer's initials.
  [trainer.name, trainer.bio, trainer.location, trainer.city, 'AV'].reduce(
    (rest, own) => rest.replaceAll(own, ''),
    text,
  );

beforeAll(async () => {
  await loadLocale('hi');
});

describe('the listing in Hindi', () => {
  it('shows a card in Hindi, leaving only the trainer’s own words as they wrote them', async () => {
    renderIn('hi', <TrainerCard trainer={trainer} priority now={NOW} onBook={vi.fn()} />);
    const card = screen.getByRole('article');

    expect(within(card).getByRole('link', { name: 'Asha Verma' })).toBeTruthy();
    // The city as the profile names it; the locality as the trainer wrote it.
    expect(within(card).getByText('Bandra, मुंबई')).toBeTruthy();
    expect(card.textContent).toContain('140 सेशन पूरे');
    expect(card.textContent).toContain('(12 रिव्यू)');
    expect(card.textContent).toContain('2.3 किमी');
    expect(card.textContent).toContain('शुरुआत ₹1,000 से');
    expect(card.textContent).toContain('फ़्री कैंसलेशन');
    expect(card.textContent).toContain('अगला खाली स्लॉट: कल सुबह 7:00');
    expect(card.textContent).toContain('आमने-सामने · ऑनलाइन');
    expect(card.textContent).toContain('योग और पिलाटेज़ · वेट ट्रेनिंग · 5 साल का अनुभव');
    expect(within(card).getByText('वेरिफ़ाइड')).toBeTruthy();
    const times = within(card).getByRole('list', { name: 'खाली समय' });
    expect(
      within(times)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['सुबह 7:00', 'शाम 6:00', 'रात 8:00', '+1 और']);
    expect(within(card).getByRole('button', { name: 'सेशन बुक करें (Asha Verma के साथ)' })).toBeTruthy();
    expect(withoutTrainersOwnText(card.textContent ?? '')).not.toMatch(/[A-Za-z]/);
    await expectNoAxeViolations(card);
  });

  it('keeps the English card as it was', () => {
    renderIn('en', <TrainerCard trainer={trainer} priority now={NOW} onBook={vi.fn()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Bandra, Mumbai')).toBeTruthy();
    expect(card.textContent).toContain('140 sessions done');
    expect(card.textContent).toContain('from ₹1,000');
    expect(card.textContent).toContain('Next free: Tomorrow 7:00 AM');
    expect(card.textContent).toContain('Yoga & Pilates · Weight Training · 5 years experience');
    expect(within(card).getByRole('button', { name: 'Book Session with Asha Verma' })).toBeTruthy();
  });

  it('names the filters, the sort and the active filters in Hindi', async () => {
    const onRemove = vi.fn();
    const yoga = specializationChip('yoga');
    const { user } = renderIn(
      'hi',
      <FilterChips
        active={[ONLINE_CHIP, ...(yoga ? [yoga] : [])]}
        onToggle={vi.fn()}
        onRemove={onRemove}
        onClearAll={vi.fn()}
      >
        <SortSelect value="nearest" online={false} onChange={vi.fn()} />
      </FilterChips>,
    );

    expect(screen.getByRole('group', { name: 'ट्रेनिंग का तरीका' })).toBeTruthy();
    const specializations = screen.getByRole('group', { name: 'स्पेशलाइज़ेशन' });
    expect(within(specializations).getByRole('button', { name: 'योग' })).toBeTruthy();
    expect(within(specializations).getByRole('button', { name: 'डांस फ़िटनेस' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ऑनलाइन ट्रेनिंग', pressed: true })).toBeTruthy();
    expect(screen.getByText('लगे हुए फ़िल्टर:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सभी हटाएँ' })).toBeTruthy();

    const sort = screen.getByRole('combobox', { name: 'क्रम' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['सबसे पास', 'सबसे अच्छी रेटिंग', 'कीमत: कम से ज़्यादा', 'कीमत: ज़्यादा से कम']);

    await user.click(screen.getByRole('button', { name: 'योग फ़िल्टर हटाएँ' }));
    // The chip itself keeps its English label: that is what the API is sent.
    expect(onRemove).toHaveBeenCalledWith({ type: 'specialization', value: 'yoga', label: 'Yoga' });
    await expectNoAxeViolations();
  });

  it('counts trainers in Hindi with Indian grouping', () => {
    const count = (totalCount: number, totalCapped: boolean) => ({
      ...paginate(1, 5, totalCount),
      totalCapped,
    });
    expect(trainerCount(count(12, false), 'hi')).toBe('12 ट्रेनर');
    expect(trainerCount(count(1000, true), 'hi')).toBe('1,000+ ट्रेनर');
  });

  it('asks and answers the FAQ in Hindi and names the cities in Hindi', () => {
    renderIn('hi', <ListingClosing online={false} />);
    expect(screen.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल' })).toBeTruthy();
    expect(screen.getByText('अपने आस-पास फ़िटनेस ट्रेनर कैसे ढूँढें?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मुंबई' }).getAttribute('href')).toBe('/city/mumbai');
    expect(screen.getByRole('link', { name: 'बेंगलुरु' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ऑनलाइन ट्रेनिंग देखें' })).toBeTruthy();
  });
});
