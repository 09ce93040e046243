import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import BookingModal from './booking-modal';

// Monday 2 March 2026, 10:00 IST.
const NOW = '2026-03-02T04:30:00.000Z';
const TUESDAY = '2026-03-03';

const offer = (enabled: boolean, rupees: number) => ({
  enabled,
  price: rupees,
  pricePaise: rupees * 100,
});

/** The parts of a profile the sheet reads. */
const trainer = {
  id: 'trainer-1',
  name: 'Asha Verma',
  gymInfo: {
    name: 'Iron Temple',
    address: 'FC Road',
    coordinates: null,
    membershipRequired: true,
    membershipDetails: 'Day pass ₹300 at the desk',
  },
  trainingLocations: { myGym: true, clientHome: true },
  services: { personal: offer(true, 150_000), group: offer(false, 0), online: offer(true, 1000) },
  bookingfull: false,
} as unknown as TrainerProfile;

async function openHindiSheet() {
  const api = stubApi({
    'GET /bookings/trainer-availability': {
      body: { data: { availableDates: [{ date: TUESDAY }], blockedDates: [] } },
    },
    'GET /bookings/available-slots': {
      body: {
        data: {
          date: TUESDAY,
          allTimeSlots: ['6:00 AM', '7:00 AM', '6:00 PM'],
          availableSlots: ['7:00 AM', '6:00 PM'],
          bookedSlots: ['6:00 AM'],
        },
      },
    },
    'POST /bookings': { status: 201, body: { data: { id: 'booking-9' } } },
  });
  const view = renderWithProviders(
    <LocaleContext.Provider value="hi">
      <BookingModal trainer={trainer} open={true} onOpenChange={() => {}} />
    </LocaleContext.Provider>,
    { route: '/trainer/trainer-1' },
  );
  const dialog = screen.getByRole('dialog', { name: 'Asha Verma के साथ सेशन बुक करें' });
  const choose = (name: string | RegExp) =>
    view.user.click(within(dialog).getByRole('button', { name }));
  await within(dialog).findByRole('button', { name: 'मंगल, 3 मार्च' });
  return { ...view, api, dialog, choose };
}

describe('the booking sheet in Hindi', () => {
  beforeAll(() => loadLocale('hi'));
  beforeEach(() => fixClock(NOW));

  it('names the services, prices, dates and times as a Hindi reader writes them', async () => {
    const { dialog, choose } = await openHindiSheet();
    expect(within(dialog).getByText('60 मिनट का सेशन · समय भारतीय मानक समय में')).toBeTruthy();
    const personal = within(dialog).getByRole('button', { name: /^पर्सनल ट्रेनिंग/ });
    expect(personal.textContent).toBe('पर्सनल ट्रेनिंग₹1,50,000');
    expect(within(dialog).getByRole('button', { name: /^ऑनलाइन ट्रेनिंग/ })).toBeTruthy();
    expect(within(dialog).getByText('सर्विस चुनें')).toBeTruthy();

    await choose('मंगल, 3 मार्च');
    const booked = await within(dialog).findByRole('button', { name: 'सुबह 6:00' });
    expect(booked.getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'शाम 6:00' })).toBeTruthy();
    await choose('सुबह 6:00');
    expect(within(dialog).getByRole('status').textContent).toBe('यह स्लॉट किसी और ने बुक कर लिया है');

    await choose(/^पर्सनल ट्रेनिंग/);
    expect(within(dialog).getByText('सेशन फ़ीस').textContent).toBe('सेशन फ़ीस ₹1,50,000');
    await choose('ट्रेनर का जिम: Iron Temple');
    expect(
      within(dialog).getByText('इस जिम में मेंबरशिप ज़रूरी है: Day pass ₹300 at the desk'),
    ).toBeTruthy();
    await expectNoAxeViolations(dialog);
  });

  it('says what is missing in Hindi, and books the slot by its English label', async () => {
    const { api, dialog, choose, user, location } = await openHindiSheet();
    await choose('बुक करें');
    expect(screen.getByRole('alert').textContent).toBe('कृपया सभी ज़रूरी जानकारी भरें');
    expect(within(dialog).getByText('कृपया सर्विस चुनें')).toBeTruthy();

    await choose(/^पर्सनल ट्रेनिंग/);
    await choose('मंगल, 3 मार्च');
    await within(dialog).findByRole('button', { name: 'शाम 6:00' });
    await choose('शाम 6:00');
    await choose('क्लाइंट का घर');
    await choose('बुक करें');
    expect(within(dialog).getByText('घर पर सेशन के लिए कृपया अपना पता लिखें')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'आपका पता' }), '12 Koregaon Park');
    await choose('बुक करें');
    await waitFor(() => expect(location()).toBe('/payment?booking=booking-9'));
    expect(api.sentTo('POST /bookings').map((request) => request.body)).toEqual([
      {
        trainerId: 'trainer-1',
        service: 'personal',
        date: TUESDAY,
        timeSlot: '6:00 PM',
        location: 'home',
        address: '12 Koregaon Park',
      },
    ]);
  });
});
