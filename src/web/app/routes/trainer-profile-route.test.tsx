import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrainerProfile, TrainerReview } from '#shared/discovery-types.ts';
import type { Locale } from '#shared/locale.ts';
import { formatRupees } from '#shared/money.ts';
import { UserContext, type UserContextValue } from '#web/lib/auth/user-context.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { Route, Routes } from '#web/lib/router/router.tsx';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import TrainerProfileRoute from './trainer-profile-route';

const offer = (
  enabled: boolean,
  rupees: number,
  packs: TrainerProfile['services']['personal']['packs'] = [],
) => ({
  enabled,
  price: rupees,
  pricePaise: rupees * 100,
  packs,
});

const trainer: TrainerProfile = {
  id: 'trainer-1',
  _id: 'trainer-1',
  trainerId: 'trainer-1',
  name: 'Asha Verma',
  title: null,
  bio: 'Ten years of teaching strength to busy people.',
  city: 'Mumbai',
  location: 'Mumbai',
  specializations: ['Weight Training', 'Yoga & Pilates'],
  specialization: 'Weight Training',
  certifications: ['ACE Personal Trainer'],
  experience: 8,
  rating: 4.5,
  reviewCount: 2,
  totalReviews: 2,
  listingImage: null,
  profilePicture: null,
  distance: null,
  gymInfo: {
    name: 'Iron Temple',
    address: '12 Hill Road, Bandra',
    coordinates: null,
    membershipRequired: false,
    membershipDetails: '',
  },
  trainingLocations: { myGym: true, clientHome: true },
  availableSlots: ['6:00 AM', '6:00 PM'],
  services: {
    personal: offer(true, 1_500, [
      {
        sessions: 10,
        pricePaise: 9_000_00,
        validityDays: 90,
        sessionPricePaise: 90_000,
        discountPercent: 25,
      },
    ]),
    group: offer(false, 800),
    online: offer(true, 1_200),
  },
  hourlyRate: 1500,
  bookingfull: false,
  nextFreeAt: null,
  verified: true,
  completedSessions: 40,
  fromPricePaise: 120_000,
  heroHeadlineLine1: null,
  heroHeadlineLine2: null,
  heroDescription: 'Strong, at any age.',
  happyClients: 1_250,
  achievements: [],
  heroImage1: null,
  heroImage2: null,
  profileImage: null,
  phone: null,
  email: null,
  website: 'asha.fit',
  instagram: null,
  youtube: null,
  availableTimes: ['6:00 AM', '6:00 PM'],
  sessionTypes: ['personal', 'online'],
  latitude: 19.07,
  longitude: 72.88,
  published: true,
};

const review: TrainerReview = {
  id: 'review-1',
  bookingId: 'booking-1',
  rating: 5,
  text: 'Patient and precise; my back pain is gone.',
  comment: null,
  review: null,
  name: 'Ravi K.',
  avatar: null,
  service: 'personal',
  sessionDate: '2026-11-21',
  createdAt: '2026-11-21T10:00:00.000Z',
};

const visitor: UserContextValue = {
  user: null,
  status: 'ready',
  error: null,
  signIn: () => Promise.reject(new Error('not in this test')),
  signOut: () => Promise.resolve(),
  replaceToken: () => {},
  refresh: () => Promise.resolve(),
};

async function mountProfile(locale: Locale, replies: Parameters<typeof stubApi>[0] = {}) {
  await loadLocale(locale);
  stubApi({
    'GET /trainers/trainer-1': { body: { success: true, data: trainer } },
    'GET /trainers/trainer-1/selected-feedback': { body: { success: true, data: [review] } },
    ...replies,
  });
  renderWithProviders(
    <LocaleContext.Provider value={locale}>
      <UserContext value={visitor}>
        <Routes>
          <Route path="/trainer/:id" element={<TrainerProfileRoute />} />
        </Routes>
      </UserContext>
    </LocaleContext.Provider>,
    { route: '/trainer/trainer-1' },
  );
}

async function renderProfile(locale: Locale) {
  await mountProfile(locale);
  await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
}

describe('the trainer profile in Hindi (docs/product/languages.md#what-is-translated)', () => {
  it('says everything of its own in Hindi and leaves what the trainer wrote as written', async () => {
    await renderProfile('hi');

    // Kasrat's words
    expect(screen.getByText('सर्टिफ़ाइड पर्सनल ट्रेनर')).toBeTruthy();
    expect(screen.getByText('हम ट्रेनिंग देते हैं')).toBeTruthy();
    expect(screen.getByText('मुंबई')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'सेशन बुक करें' })).toHaveLength(1);
    const glance = screen.getByRole('region', { name: 'ट्रेनर एक नज़र में' });
    expect(within(glance).getByText('8 साल')).toBeTruthy();
    expect(within(glance).getByText('1,250')).toBeTruthy();
    expect(within(glance).getByText('पर्सनल · ऑनलाइन')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Asha Verma के बारे में' })).toBeTruthy();
    expect(screen.getByText('जिम की मेंबरशिप ज़रूरी नहीं है')).toBeTruthy();

    const services = screen.getByRole('region', { name: 'सर्विस और दाम' });
    expect(within(services).getByText('पर्सनल ट्रेनिंग')).toBeTruthy();
    expect(within(services).getByText(formatRupees(150_000, 'hi'))).toBeTruthy();
    expect(
      within(services).getByText('10 सेशन · ₹9,000 · 25% की बचत · 90 दिन तक मान्य'),
    ).toBeTruthy();
    expect(within(services).getByText('सुबह 6:00')).toBeTruthy();
    expect(within(services).getByText('शाम 6:00')).toBeTruthy();
    expect(
      within(services).getByRole('button', { name: 'पर्सनल ट्रेनिंग का 10 सेशन वाला पैक खरीदें' }),
    ).toBeTruthy();

    const reviews = screen.getByRole('region', { name: 'क्लाइंट क्या कहते हैं' });
    expect(within(reviews).getByText('(2 रिव्यू)')).toBeTruthy();
    const card = await within(reviews).findByRole('article');
    expect(within(card).getByText(/पर्सनल ट्रेनिंग ·/)).toBeTruthy();
    expect(within(card).getByText('21 नव॰ 2026')).toBeTruthy();
    expect(within(card).getByRole('img', { name: '5 में से 5 रेटिंग' })).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Asha के साथ ट्रेनिंग के लिए तैयार हैं?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'शुरू करें' })).toBeTruthy();

    // the trainer's own words
    expect(screen.getByText('Ten years of teaching strength to busy people.')).toBeTruthy();
    expect(screen.getByText('Weight Training')).toBeTruthy();
    expect(screen.getByText('ACE Personal Trainer')).toBeTruthy();
    expect(within(card).getByText('Patient and precise; my back pain is gone.')).toBeTruthy();

    await waitFor(() =>
      expect(document.title).toBe('Asha Verma, मुंबई में सर्टिफ़ाइड पर्सनल ट्रेनर | Kasrat'),
    );
    await expectNoAxeViolations();
  });

  it('says the message catalogue’s words in Hindi: not public yet, no reviews', async () => {
    await mountProfile('hi', {
      'GET /trainers/trainer-1': {
        body: {
          success: true,
          data: { ...trainer, published: false, portfolioStatus: 'pending_review' },
        },
      },
      'GET /trainers/trainer-1/selected-feedback': { body: { success: true, data: [] } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('आपकी प्रोफ़ाइल अभी पब्लिक नहीं है');
    expect(within(banner).getByText('रिव्यू में')).toBeTruthy();
    expect(banner.textContent).toContain(
      'हमारी टीम आपका पोर्टफ़ोलियो देख रही है। मंज़ूरी मिलते ही क्लाइंट यह पेज देख पाएँगे; तब तक यह सिर्फ़ आपको दिखेगा।',
    );
    const reviews = screen.getByRole('region', { name: 'क्लाइंट क्या कहते हैं' });
    expect(await within(reviews).findByText('अभी कोई रिव्यू नहीं')).toBeTruthy();
  });

  it('says a missing trainer in Hindi', async () => {
    await mountProfile('hi', {
      'GET /trainers/trainer-1': {
        status: 404,
        body: { success: false, message: 'Trainer not found' },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अरे! कुछ गड़बड़ हो गई' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('ट्रेनर नहीं मिला');
    expect(screen.getByRole('link', { name: 'ट्रेनर की लिस्ट पर लौटें' })).toBeTruthy();
  });

  it('keeps the English page as it was', async () => {
    await renderProfile('en');
    expect(screen.getByText('Certified Personal Trainer')).toBeTruthy();
    expect(screen.getByText('Mumbai')).toBeTruthy();
    const services = screen.getByRole('region', { name: 'Services & Pricing' });
    expect(
      within(services).getByText('10 sessions · ₹9,000 · save 25% · valid 90 days'),
    ).toBeTruthy();
    expect(within(services).getByText('6:00 PM')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ready to train with Asha?' })).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Asha Verma, Certified Personal Trainer in Mumbai | Kasrat'),
    );
  });
});
