import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { LOCATION_LABELS } from '#shared/booking-schemas.ts';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { formatBookingDate } from '#shared/ist.ts';
import { type StubReply, stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import BookingModal from './booking-modal';

// Monday 2 March 2026, 10:00 IST.
const NOW = '2026-03-02T04:30:00.000Z';
const TUESDAY = '2026-03-03';
const WEDNESDAY = '2026-03-04';

const offer = (enabled: boolean, rupees: number) => ({
  enabled,
  price: rupees,
  pricePaise: rupees * 100,
});

function trainer(overrides: Partial<TrainerProfile> = {}): TrainerProfile {
  return {
    id: 'trainer-1',
    _id: 'trainer-1',
    trainerId: 'trainer-1',
    name: 'Asha Verma',
    title: 'Strength coach',
    bio: '',
    city: 'Pune',
    location: 'Pune',
    specializations: [],
    specialization: null,
    certifications: [],
    experience: 5,
    rating: null,
    reviewCount: 0,
    totalReviews: 0,
    listingImage: null,
    profilePicture: null,
    distance: null,
    gymInfo: {
      name: 'Iron Temple',
      address: 'FC Road',
      coordinates: null,
      membershipRequired: true,
      membershipDetails: 'Day pass ₹300 at the desk',
    },
    trainingLocations: { myGym: true, clientHome: true },
    availableSlots: [],
    services: { personal: offer(true, 1500), group: offer(false, 0), online: offer(true, 1000) },
    hourlyRate: 1500,
    bookingfull: false,
    nextFreeAt: null,
    verified: true,
    completedSessions: 0,
    fromPricePaise: 100_000,
    heroHeadlineLine1: null,
    heroHeadlineLine2: null,
    heroDescription: null,
    happyClients: null,
    achievements: [],
    heroImage1: null,
    heroImage2: null,
    profileImage: null,
    phone: null,
    email: null,
    website: null,
    instagram: null,
    youtube: null,
    availableTimes: [],
    sessionTypes: ['personal', 'online'],
    latitude: null,
    longitude: null,
    published: true,
    ...overrides,
  };
}

const slotsOf = (date: string): StubReply => ({
  body: {
    data: {
      date,
      allTimeSlots: ['6:00 AM', '7:00 AM', '8:00 AM'],
      availableSlots: date === TUESDAY ? ['7:00 AM', '8:00 AM'] : ['6:00 AM'],
      bookedSlots: date === TUESDAY ? ['6:00 AM'] : [],
    },
  },
});

/** The modal open on a trainer's profile, once the open dates have loaded. */
async function openModal(
  profile: TrainerProfile,
  createBooking: StubReply = { status: 201, body: { data: { id: 'booking-9' } } },
) {
  const api = stubApi({
    'GET /bookings/trainer-availability': {
      body: {
        data: { availableDates: [{ date: TUESDAY }, { date: WEDNESDAY }], blockedDates: [] },
      },
    },
    'GET /bookings/available-slots': (request) => slotsOf(request.query.date!),
    'POST /bookings': createBooking,
  });
  const view = renderWithProviders(
    <BookingModal trainer={profile} open={true} onOpenChange={() => {}} />,
    { route: '/trainer/trainer-1' },
  );
  const dialog = screen.getByRole('dialog', { name: 'Book a session with Asha Verma' });
  const choose = (name: string | RegExp) =>
    view.user.click(within(dialog).getByRole('button', { name }));
  const pressed = (name: string | RegExp) =>
    within(dialog).getByRole('button', { name }).getAttribute('aria-pressed');
  const place = () => choose('Place Booking');
  await within(dialog).findByRole('button', { name: formatBookingDate(TUESDAY) });
  return { ...view, api, dialog, choose, pressed, place };
}

const alertText = () => screen.getByRole('alert').textContent;

describe('the booking modal', () => {
  beforeEach(() => fixClock(NOW));

  it('offers only the dates the server says are open, from the IST today it reads', async () => {
    const { api, dialog } = await openModal(trainer());
    expect(within(dialog).getByRole('button', { name: formatBookingDate(WEDNESDAY) })).toBeTruthy();
    expect(
      within(dialog).queryByRole('button', { name: formatBookingDate('2026-03-02') }),
    ).toBeNull();
    expect(api.sentTo('GET /bookings/trainer-availability')[0]!.query).toEqual({
      trainerId: 'trainer-1',
      startDate: '2026-03-02',
      endDate: '2026-03-16',
    });
  });

  it('holds an online session online, with no place to choose', async () => {
    const { choose, pressed, dialog } = await openModal(trainer());
    await choose(/^Online/);
    expect(within(dialog).getByText(LOCATION_LABELS.online)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Client's Home/ })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Your address' })).toBeNull();
    expect(pressed(/^Online/)).toBe('true');
  });

  it('asks for the address only at the client’s home, and warns about gym entry at the gym', async () => {
    const { choose, dialog } = await openModal(trainer());
    await choose(/^Personal/);
    expect(within(dialog).queryByRole('textbox', { name: 'Your address' })).toBeNull();

    await choose(`${LOCATION_LABELS.gym}: Iron Temple`);
    expect(within(dialog).getByText(/This gym requires a membership: Day pass ₹300/)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Your address' })).toBeNull();

    await choose(LOCATION_LABELS.home);
    expect(within(dialog).getByRole('textbox', { name: 'Your address' })).toBeTruthy();
    expect(within(dialog).queryByText(/requires a membership/)).toBeNull();
  });

  it('starts at the only place a trainer trains', async () => {
    const { choose, pressed, dialog } = await openModal(
      trainer({ trainingLocations: { myGym: false, clientHome: true } }),
    );
    await choose(/^Personal/);
    expect(pressed(LOCATION_LABELS.home)).toBe('true');
    expect(within(dialog).queryByRole('button', { name: /Trainer's Gym/ })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Your address' })).toBeTruthy();
  });

  it('refuses a booked slot and clears the slot when the date changes', async () => {
    const { api, user, choose, pressed, dialog } = await openModal(trainer());
    await choose(formatBookingDate(TUESDAY));
    const booked = await within(dialog).findByRole('button', { name: '6:00 AM' });
    expect(booked.getAttribute('aria-disabled')).toBe('true');
    expect(api.sentTo('GET /bookings/available-slots')[0]!.query).toEqual({
      trainerId: 'trainer-1',
      date: TUESDAY,
    });

    await user.click(booked);
    expect(within(dialog).getByRole('status').textContent).toBe(BOOKING_MESSAGES.slotAlreadyBooked);
    expect(pressed('6:00 AM')).toBe('false');

    await choose('7:00 AM');
    expect(pressed('7:00 AM')).toBe('true');

    await choose(formatBookingDate(WEDNESDAY));
    await within(dialog).findByRole('button', { name: '6:00 AM', pressed: false });
    expect(pressed('7:00 AM')).toBe('false');
  });

  it('sends nothing until service, date, slot, place and a home address are given', async () => {
    const { api, choose, place, dialog, user } = await openModal(trainer());
    await place();
    expect(alertText()).toBe(BOOKING_MESSAGES.fillRequiredFields);

    await choose(/^Personal/);
    await choose(formatBookingDate(TUESDAY));
    await within(dialog).findByRole('button', { name: '7:00 AM' });
    await choose('7:00 AM');
    await place();
    expect(alertText()).toBe(BOOKING_MESSAGES.fillRequiredFields);

    await choose(LOCATION_LABELS.home);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your address' }), '   ');
    await place();
    expect(alertText()).toBe(BOOKING_MESSAGES.fillRequiredFields);
    expect(api.sentTo('POST /bookings')).toHaveLength(0);
  });

  it('sends the booking with the trimmed home address and goes on to payment', async () => {
    const { api, choose, place, dialog, user, location } = await openModal(trainer());
    await choose(/^Personal/);
    await choose(formatBookingDate(TUESDAY));
    await within(dialog).findByRole('button', { name: '7:00 AM' });
    await choose('7:00 AM');
    await choose(LOCATION_LABELS.home);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Your address' }),
      '  12 Koregaon Park, Pune  ',
    );
    await place();

    await waitFor(() => expect(location()).toBe('/payment?booking=booking-9'));
    expect(api.sentTo('POST /bookings').map((request) => request.body)).toEqual([
      {
        trainerId: 'trainer-1',
        service: 'personal',
        date: TUESDAY,
        timeSlot: '7:00 AM',
        location: 'home',
        address: '12 Koregaon Park, Pune',
      },
    ]);
  });

  it('shows the server’s message, which names the field it refused', async () => {
    const { choose, place, dialog, user } = await openModal(trainer(), {
      status: 400,
      body: {
        message: BOOKING_MESSAGES.addressTooLong,
        errors: { address: BOOKING_MESSAGES.addressTooLong },
      },
    });
    await choose(/^Personal/);
    await choose(formatBookingDate(TUESDAY));
    await within(dialog).findByRole('button', { name: '8:00 AM' });
    await choose('8:00 AM');
    await choose(LOCATION_LABELS.home);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your address' }), 'Pune');
    await place();

    await waitFor(() => expect(alertText()).toBe(BOOKING_MESSAGES.addressTooLong));
    expect(alertText()).toMatch(/Address/);
  });

  it('has no accessibility violations while a home session is being filled in', async () => {
    const { choose, dialog } = await openModal(trainer());
    await choose(/^Personal/);
    await choose(formatBookingDate(TUESDAY));
    await within(dialog).findByRole('button', { name: '7:00 AM' });
    await choose(LOCATION_LABELS.home);
    await choose('Place Booking');
    // The dialog itself: Radix's focus guards beside it are focusable and aria-hidden, which axe
    // flags though they only pass focus on (radix-ui/primitives#3593).
    await expectNoAxeViolations(dialog);
  });
});
