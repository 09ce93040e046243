import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { userBookingScenario } from '../user-booking-scenario';
import { SessionCard } from './session-card';

const booking = userBookingScenario;

const inHindi = (ui: ReactElement) => (
  <LocaleContext.Provider value="hi">{ui}</LocaleContext.Provider>
);

describe('a session on My Sessions', () => {
  it('shows its status, time, place and price in English as before', () => {
    renderWithProviders(<SessionCard booking={booking()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Confirmed')).toBeTruthy();
    expect(within(card).getByText('6:00 PM IST · 60 minutes')).toBeTruthy();
    expect(within(card).getByText("Trainer's Gym: Iron House, Linking Road, Bandra")).toBeTruthy();
    expect(within(card).getByText('₹1,500')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reschedule' })).toBeTruthy();
  });

  it('reads in Hindi, keeping the trainer’s and the gym’s own names', async () => {
    await loadLocale('hi');
    // as the signed-in guard does before these screens
    await loadSignedInTexts();
    renderWithProviders(inHindi(<SessionCard booking={booking()} />));
    const card = screen.getByRole('article');
    expect(within(card).getByText('Ritu Sharma')).toBeTruthy();
    expect(within(card).getByText('कन्फ़र्म')).toBeTruthy();
    expect(within(card).getByText('पेमेंट हो गया')).toBeTruthy();
    expect(within(card).getByText('मंगल, 3 मार्च · पर्सनल ट्रेनिंग')).toBeTruthy();
    expect(within(card).getByText('शाम 6:00 (भारतीय समय) · 60 मिनट')).toBeTruthy();
    expect(within(card).getByText('ट्रेनर का जिम: Iron House, Linking Road, Bandra')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'रीशेड्यूल करें' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'कैलेंडर में जोड़ें' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('asks in Hindi before cancelling, names the refund and shows the server’s answer', async () => {
    await loadLocale('hi');
    // as the signed-in guard does before these screens
    await loadSignedInTexts();
    const api = stubApi({
      'POST /bookings/b-1/cancel': {
        // the server words its answer in English; the page says it in Hindi
        body: {
          message: BOOKING_MESSAGES.bookingCancelledWithRefund,
          data: booking({ status: 'cancelled' }),
        },
      },
      'GET /bookings': { body: { data: [] } },
    });
    const { user } = renderWithProviders(inHindi(<SessionCard booking={booking()} />));
    await user.click(screen.getByRole('button', { name: 'कैंसल करें' }));

    const dialog = await screen.findByRole('dialog', { name: 'यह सेशन कैंसल करें?' });
    expect(
      within(dialog).getByText('Ritu Sharma के साथ पर्सनल ट्रेनिंग, मंगल, 3 मार्च, शाम 6:00'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('आपको ₹1,500 का पूरा रिफ़ंड उसी तरीक़े से मिलेगा जिससे आपने पेमेंट किया था।'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'सेशन रखें' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'सेशन कैंसल करें' }));
    expect(await screen.findByText('बुकिंग कैंसल हो गई। आपका पूरा रिफ़ंड भेज दिया गया है।')).toBeTruthy();
    expect(api.sentTo('POST /bookings/b-1/cancel')).toHaveLength(1);
  });

  it('says in Hindi that a late cancellation is not refunded', async () => {
    await loadLocale('hi');
    // as the signed-in guard does before these screens
    await loadSignedInTexts();
    const { user } = renderWithProviders(
      inHindi(
        <SessionCard
          booking={booking({ actions: { ...booking().actions, cancelRefunds: false } })}
        />,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'कैंसल करें' }));
    expect(
      await screen.findByText(
        'मुफ़्त कैंसलेशन सेशन से 24 घंटे पहले तक ही है, इसलिए इस कैंसलेशन पर रिफ़ंड नहीं मिलेगा।',
      ),
    ).toBeTruthy();
  });

  it('shows a trainer’s proposed time in Hindi, with the weekly series', async () => {
    await loadLocale('hi');
    // as the signed-in guard does before these screens
    await loadSignedInTexts();
    renderWithProviders(
      inHindi(
        <SessionCard
          booking={booking({
            series: { id: 's-1', index: 3, count: 8 },
            moves: {
              movesLeft: 2,
              canMove: true,
              canPropose: false,
              proposal: {
                id: 'p-1',
                date: '2026-03-05',
                timeSlot: '7:00 AM',
                startsAt: '2026-03-05T01:30:00.000Z',
                note: null,
              },
            },
          })}
        />,
      ),
    );
    expect(screen.getByText('हर हफ़्ते · 8 में से 3')).toBeTruthy();
    const proposal = screen.getByRole('region', { name: 'सुझाया गया नया समय' });
    expect(
      within(proposal).getByText('Ritu Sharma यह सेशन गुरु, 5 मार्च, सुबह 7:00 पर करना चाहते हैं'),
    ).toBeTruthy();
    expect(within(proposal).getByRole('button', { name: 'मंज़ूर करें' })).toBeTruthy();
  });
});
