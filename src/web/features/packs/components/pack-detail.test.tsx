import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatBookingDate } from '#shared/ist.ts';
import type { ClientPack } from '#shared/packs.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { PackDetail } from './pack-detail';
import { PackList } from './pack-list';

const pack = (change: Partial<ClientPack> = {}): ClientPack => ({
  id: 'pack-1',
  kind: 'pack',
  status: 'active',
  trainer: { id: 'trainer-1', name: 'Asha Verma', profileImage: null },
  service: 'personal',
  serviceName: 'Personal Training',
  sessions: 10,
  creditsLeft: 7,
  booked: 2,
  used: 1,
  sessionPricePaise: 90_000,
  totalPaise: 944_000,
  validityDays: 90,
  holdExpiresAt: null,
  createdAt: '2026-11-26T04:50:00.000Z',
  clientName: 'Priya Shah',
  // 23:59:59.999 IST on 24 February 2027
  expiresAt: '2027-02-24T18:29:59.999Z',
  paidAt: '2026-11-26T05:00:00.000Z',
  refundedPaise: 0,
  paymentPath: null,
  bookings: [
    { id: 'b1', date: '2026-11-20', timeSlot: '7:00 AM', status: 'completed' },
    { id: 'b2', date: '2026-11-28', timeSlot: '7:00 AM', status: 'confirmed' },
  ],
  ...change,
});

describe('the pack page', () => {
  it('shows credits left, booked and used, the expiry rule and the sessions', async () => {
    renderWithProviders(<PackDetail pack={pack()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('10 × Personal Training');
    expect(screen.getByText('7').nextElementSibling?.textContent).toBe('credits left of 10');
    const figures = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(figures).toEqual(['2', '1']);
    expect(screen.getByText('Expires on 24 Feb 2027 · unused credits are refunded')).toBeTruthy();
    const sessions = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(sessions.map((item) => item.textContent)).toEqual([
      `${formatBookingDate('2026-11-20')} · 7:00 AM ISTDone`,
      `${formatBookingDate('2026-11-28')} · 7:00 AM ISTBooked`,
    ]);
    await expectNoAxeViolations();
  });

  it('books the next session on the trainer’s profile with the booking open', async () => {
    const { user, location } = renderWithProviders(<PackDetail pack={pack()} />);
    await user.click(screen.getByRole('link', { name: 'Book a session' }));
    expect(location()).toBe('/trainer/trainer-1');
  });

  it('offers no booking once the credits are gone, and says what was refunded', () => {
    renderWithProviders(
      <PackDetail pack={pack({ status: 'ended', creditsLeft: 0, refundedPaise: 180_000 })} />,
    );
    expect(screen.queryByRole('link', { name: 'Book a session' })).toBeNull();
    expect(screen.getByText('₹1,800 refunded to you')).toBeTruthy();
    expect(screen.getByText('Valid until 24 Feb 2027')).toBeTruthy();
  });

  it('sends an unpaid pack to its payment', () => {
    renderWithProviders(
      <PackDetail
        pack={pack({
          status: 'pending',
          expiresAt: null,
          paidAt: null,
          paymentPath: '/payment?pack=pack-1',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Complete payment' }).getAttribute('href')).toBe(
      '/payment?pack=pack-1',
    );
  });
});

describe('the pack screens in Hindi', () => {
  it('show credits, the expiry rule and the sessions in Hindi, the trainer’s name as written', async () => {
    await loadLocale('hi');
    renderWithProviders(
      <LocaleContext.Provider value="hi">
        <PackDetail pack={pack({ refundedPaise: 180_000 })} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('10 × पर्सनल ट्रेनिंग');
    expect(screen.getByText('चालू')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Asha Verma' })).toBeTruthy();
    expect(screen.getByText(/26 नव॰ 2026 को पेमेंट हुआ/)).toBeTruthy();
    expect(screen.getByText('7').nextElementSibling?.textContent).toBe('क्रेडिट बाकी (कुल 10)');
    expect(screen.getByText('24 फ़र॰ 2027 को ख़त्म होगा · बचे हुए क्रेडिट का रिफ़ंड मिलेगा')).toBeTruthy();
    expect(screen.getByText('₹1,800 आपको रिफ़ंड किए गए')).toBeTruthy();
    const sessions = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(sessions.map((item) => item.textContent)).toEqual([
      'शुक्र, 20 नव॰ · सुबह 7:00 (भारतीय समय)हो गया',
      'शनि, 28 नव॰ · सुबह 7:00 (भारतीय समय)बुक है',
    ]);
    expect(screen.getByRole('link', { name: 'सेशन बुक करें' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('list each pack with its credits in Hindi', async () => {
    await loadLocale('hi');
    renderWithProviders(
      <LocaleContext.Provider value="hi">
        <PackList packs={[pack()]} packPath={(id) => `/profile/packs/${id}`} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByText('10 पर्सनल ट्रेनिंग · Asha Verma')).toBeTruthy();
    expect(screen.getByText('₹9,440')).toBeTruthy();
    expect(screen.getByText('10 में से 7 क्रेडिट बाकी')).toBeTruthy();
  });
});
