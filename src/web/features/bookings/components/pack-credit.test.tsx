import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { formatBookingDate } from '#shared/ist.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';
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

/** The parts of a profile the modal reads. */
const trainer = {
  id: 'trainer-1',
  name: 'Asha Verma',
  gymInfo: null,
  trainingLocations: { myGym: false, clientHome: false },
  services: { personal: offer(false, 0), group: offer(false, 0), online: offer(true, 1000) },
  bookingfull: false,
} as unknown as TrainerProfile;

const pack = {
  id: 'pack-1',
  kind: 'pack',
  status: 'active',
  trainer: { id: 'trainer-1', name: 'Asha Verma', profileImage: null },
  service: 'online',
  serviceName: 'Online Training',
  sessions: 10,
  creditsLeft: 7,
  booked: 2,
  used: 1,
  sessionPricePaise: 90_000,
  totalPaise: 944_000,
  expiresAt: '2026-05-31T18:29:59.999Z',
  paidAt: '2026-03-01T05:00:00.000Z',
  refundedPaise: 0,
  paymentPath: null,
  bookings: [],
};

async function openModal(usable: unknown[]) {
  const api = stubApi({
    'GET /bookings/trainer-availability': {
      body: { data: { availableDates: [{ date: TUESDAY }], blockedDates: [] } },
    },
    'GET /bookings/available-slots': {
      body: {
        data: {
          date: TUESDAY,
          allTimeSlots: ['7:00 AM'],
          availableSlots: ['7:00 AM'],
          bookedSlots: [],
        },
      },
    },
    'GET /packs/usable': { body: { data: usable } },
    'POST /bookings': (request) => ({
      status: 201,
      body: {
        data: {
          id: 'booking-9',
          status: (request.body as { packId?: string }).packId ? 'confirmed' : 'pending',
          serviceName: 'Online Training',
          trainer: { name: 'Asha Verma' },
          sessionDate: TUESDAY,
          timeSlot: '7:00 AM',
        },
      },
    }),
  });
  const view = renderWithProviders(
    <BookingModal trainer={trainer} open={true} onOpenChange={() => {}} />,
    { route: '/trainer/trainer-1' },
  );
  const dialog = screen.getByRole('dialog', { name: 'Book a session with Asha Verma' });
  await within(dialog).findByRole('button', { name: formatBookingDate(TUESDAY) });
  const choose = (name: string | RegExp) =>
    view.user.click(within(dialog).getByRole('button', { name }));
  await choose(formatBookingDate(TUESDAY));
  await within(dialog).findByRole('button', { name: '7:00 AM' });
  await choose('7:00 AM');
  return { ...view, api, dialog, choose };
}

describe('a pack credit in the booking modal', () => {
  beforeEach(() => fixClock(NOW));

  it('offers the usable pack for the chosen service and books at once, with no payment', async () => {
    const { api, dialog, choose, location } = await openModal([pack]);
    expect(api.sentTo('GET /packs/usable')[0]!.query).toEqual({
      trainerId: 'trainer-1',
      service: 'online',
    });
    const option = await within(dialog).findByRole('button', {
      name: /Use pack credit \(7 left\)/,
    });
    expect(option.textContent).toContain('expires 31 May 2026');
    await choose(/Use pack credit/);
    expect(option.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByText('Paid with 1 pack credit')).toBeTruthy();
    await expectNoAxeViolations(dialog);

    await choose('Book with credit');
    const confirmation = await screen.findByRole('dialog', {
      name: PACK_MESSAGES.bookedWithCredit(6),
    });
    expect(within(confirmation).getByRole('status').textContent).toContain(
      `${formatBookingDate(TUESDAY)} · 7:00 AM IST`,
    );
    expect(api.sentTo('POST /bookings').map((request) => request.body)).toEqual([
      {
        trainerId: 'trainer-1',
        service: 'online',
        date: TUESDAY,
        timeSlot: '7:00 AM',
        location: 'online',
        packId: 'pack-1',
      },
    ]);
    expect(location()).toBe('/trainer/trainer-1');
  });

  it('without a credit chosen, holds the slot and goes on to payment as before', async () => {
    const { api, dialog, choose, location } = await openModal([pack]);
    await within(dialog).findByRole('button', { name: /Use pack credit/ });
    await choose('Place Booking');
    await waitFor(() => expect(location()).toBe('/payment?booking=booking-9'));
    expect(api.sentTo('POST /bookings')[0]!.body).not.toHaveProperty('packId');
  });

  it('offers nothing when the client has no usable pack', async () => {
    const { api, dialog } = await openModal([]);
    await waitFor(() => expect(api.sentTo('GET /packs/usable')).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: /Use pack credit/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Place Booking' })).toBeTruthy();
  });
});
