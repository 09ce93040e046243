import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#shared/locale.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import PaymentRoute from './payment-route';

// Monday 2 March 2026, 10:00 IST; the hold lets the slot go ten minutes later.
const NOW = '2026-03-02T04:30:00.000Z';
const EXPIRES = '2026-03-02T04:40:00.000Z';

/** A held booking as GET /bookings/:id returns it: ₹1,50,000 plus 5% fee and 18% GST on it. */
const booking = {
  id: 'booking-1',
  _id: 'booking-1',
  viewerRole: 'client',
  trainerId: 'trainer-1',
  trainer: {
    id: 'trainer-1',
    name: 'Asha Verma',
    title: null,
    phone: null,
    specializations: [],
    profileImage: null,
    bio: null,
  },
  client: { id: 'client-1', name: 'Ravi', email: 'ravi@example.com' },
  service: 'personal',
  serviceName: 'Personal Training',
  location: 'gym',
  locationLabel: "Trainer's Gym: Iron Temple",
  address: null,
  sessionDate: '2026-03-04',
  timeSlot: '6:00 PM',
  startsAt: '2026-03-04T12:30:00.000Z',
  endsAt: '2026-03-04T13:30:00.000Z',
  duration: 60,
  status: 'pending',
  amount: 158_850,
  pricePaise: 15_000_000,
  platformFeePaise: 750_000,
  gstPaise: 135_000,
  totalPaise: 15_885_000,
  paymentStatus: 'unpaid',
  paymentMethod: null,
  expiresAt: EXPIRES,
};

const order = {
  orderId: 'order-1',
  amount: 15_885_000,
  currency: 'INR',
  key: 'sandbox',
  provider: 'sandbox',
  bookingData: {
    bookingId: 'booking-1',
    trainerName: 'Asha Verma',
    serviceName: 'Personal Training',
    sessionDate: '2026-03-04',
    timeSlot: '6:00 PM',
    sessionFeePaise: 15_000_000,
    platformFeePaise: 750_000,
    gstPaise: 135_000,
    totalPaise: 15_885_000,
    expiresAt: EXPIRES,
  },
  prefill: { name: 'Ravi', email: 'ravi@example.com', contact: '' },
};

/** The same order from Razorpay, with the deployment's key. */
const razorpayOrder = { ...order, key: 'rzp_test_kasrat', provider: 'razorpay' };

function openPayment(locale: Locale, provider: 'sandbox' | 'razorpay' = 'sandbox') {
  const api = stubApi({
    'GET /bookings/booking-1': { body: { data: booking } },
    'GET /config/payment': {
      body: {
        data: {
          platformFeePercent: 5,
          gstPercent: 18,
          provider,
          key: provider === 'sandbox' ? 'sandbox' : razorpayOrder.key,
          currency: 'INR',
        },
      },
    },
    'GET /auth/get-session': { body: { session: { id: 'session-1' } } },
    'POST /payment/create-order': {
      body: { data: provider === 'sandbox' ? order : razorpayOrder },
    },
  });
  const page: ReactElement = (
    <LocaleContext.Provider value={locale}>
      <PaymentRoute />
    </LocaleContext.Provider>
  );
  return { ...renderWithProviders(page, { route: '/payment?booking=booking-1' }), api };
}

const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling?.textContent;

describe('the payment page', () => {
  beforeAll(() => loadLocale('hi'));
  beforeEach(() => fixClock(NOW));

  it('in English shows the booking, the fees and Pay as before', async () => {
    openPayment('en');
    await screen.findByRole('heading', { name: 'Complete your payment' });
    expect(row('Service')).toBe('Personal Training');
    expect(row('Date')).toBe('Wed, 4 Mar');
    expect(row('Time')).toBe('6:00 PM IST · 60 minutes');
    expect(row('Location')).toBe("Trainer's Gym: Iron Temple");
    expect(row('Platform fee (5%)')).toBe('₹7,500');
    expect(row('GST on platform fee (18%)')).toBe('₹1,350');
    expect(row('Total')).toBe('₹1,58,850');
    expect(screen.getByRole('timer').textContent).toBe('Slot held for 10:00');
    expect(screen.getByRole('button', { name: 'Pay ₹1,58,850' })).toBeTruthy();
  });

  it('in Hindi shows the summary, the fees and the countdown in Hindi', async () => {
    openPayment('hi');
    await screen.findByRole('heading', { name: 'अपना पेमेंट पूरा करें' });
    expect(screen.getByRole('note').textContent).toContain('टेस्ट मोड: कोई असली लेन-देन नहीं होगा');
    expect(row('ट्रेनर')).toBe('Asha Verma');
    expect(row('सर्विस')).toBe('पर्सनल ट्रेनिंग');
    expect(row('तारीख़')).toBe('बुध, 4 मार्च');
    expect(row('समय')).toBe('शाम 6:00 · 60 मिनट');
    expect(row('जगह')).toBe('ट्रेनर का जिम: Iron Temple');
    expect(row('सेशन फ़ीस')).toBe('₹1,50,000');
    expect(row('प्लैटफ़ॉर्म फ़ीस (5%)')).toBe('₹7,500');
    expect(row('प्लैटफ़ॉर्म फ़ीस पर जीएसटी (18%)')).toBe('₹1,350');
    expect(row('कुल')).toBe('₹1,58,850');
    expect(screen.getByRole('timer').textContent).toBe('आपके लिए स्लॉट रुका है · बचा समय 10:00');
    expect(screen.getByText('सेशन से 24 घंटे पहले तक कैंसल करने पर कोई चार्ज नहीं।')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('in Hindi opens the test checkout in Hindi and checks the UPI ID in Hindi', async () => {
    const { user, api } = openPayment('hi');
    await user.click(await screen.findByRole('button', { name: '₹1,58,850 का पेमेंट करें' }));

    const checkout = await screen.findByRole('dialog', { name: 'Kasrat ₹1,58,850' });
    expect(within(checkout).getByText('Asha Verma के साथ पर्सनल ट्रेनिंग')).toBeTruthy();
    const tabs = within(checkout).getByRole('tablist', { name: 'पेमेंट का तरीक़ा' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['UPI', 'कार्ड', 'नेट बैंकिंग', 'वॉलेट']);
    await user.click(within(checkout).getByRole('button', { name: '₹1,58,850 का पेमेंट करें' }));
    expect(within(checkout).getByRole('alert').textContent).toBe(
      'सही UPI आईडी डालें, जैसे name@okaxis',
    );
    expect(within(checkout).getByRole('textbox', { name: 'UPI आईडी' })).toBeTruthy();
    expect(api.sentTo('POST /payment/create-order')).toHaveLength(1);
  });

  describe('with Razorpay', () => {
    const opened: Record<string, unknown>[] = [];
    /** Razorpay's checkout.js as the page loads it: the options it was opened with. */
    class FakeRazorpay {
      constructor(options: Record<string, unknown>) {
        opened.push(options);
      }
      on() {}
      open() {}
    }
    beforeEach(() => {
      opened.length = 0;
      // The script "loads" at once instead of coming from checkout.razorpay.com.
      vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
        const script = nodes[0] as HTMLScriptElement;
        Object.assign(window, { Razorpay: FakeRazorpay });
        script.onload?.(new Event('load'));
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      Reflect.deleteProperty(window, 'Razorpay');
    });

    it('in Hindi opens the checkout with the Hindi description and only documented options', async () => {
      const { user } = openPayment('hi', 'razorpay');
      await user.click(await screen.findByRole('button', { name: '₹1,58,850 का पेमेंट करें' }));
      await vi.waitFor(() => expect(opened).toHaveLength(1));
      // Razorpay documents no option for the checkout's language (its Dashboard sets it), so a
      // Hindi page passes the same options as an English one, with its own words.
      expect(opened[0]).toEqual({
        key: 'rzp_test_kasrat',
        amount: 15_885_000,
        currency: 'INR',
        order_id: 'order-1',
        name: 'Kasrat',
        description: 'Asha Verma के साथ पर्सनल ट्रेनिंग',
        prefill: { name: 'Ravi', email: 'ravi@example.com', contact: '' },
        theme: { color: '#0f766e' },
        handler: expect.any(Function),
        modal: { ondismiss: expect.any(Function) },
      });
    });
  });
});
