import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatBookingDate } from '#shared/ist.ts';
import { REPEAT_MESSAGES } from '#shared/weekly-repeat-messages.ts';
import type { RepeatPreview } from '#shared/weekly-repeat-schemas.ts';
import { type StubReply, stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import type { BookingDraft } from '../booking-form';
import WeeklyRepeat from './weekly-repeat';

// Monday 2 March 2026, 10:00 IST.
const NOW = '2026-03-02T04:30:00.000Z';
const draft: BookingDraft = {
  service: 'personal',
  date: '2026-03-03',
  timeSlot: '7:00 AM',
  location: 'gym',
  address: '',
};

const week = (date: string, free: boolean, alternatives: string[] = []) => ({
  date,
  timeSlot: '7:00 AM',
  startsAt: `${date}T01:30:00.000Z`,
  free,
  ...(free ? {} : { reason: REPEAT_MESSAGES.weekTaken }),
  alternatives: alternatives.map((slot) => {
    const [altDate, timeSlot] = slot.split(' @ ');
    return { date: altDate!, timeSlot: timeSlot! };
  }),
});

function preview(overrides: Partial<RepeatPreview> = {}): RepeatPreview {
  return {
    sessions: [
      week('2026-03-03', true),
      week('2026-03-10', false, ['2026-03-10 @ 8:00 AM', '2026-03-09 @ 7:00 AM']),
      week('2026-03-17', true),
      week('2026-03-24', true),
    ],
    sessionPricePaise: 120_000,
    sessionTotalPaise: 120_000,
    totalPaise: 360_000,
    usablePacks: [],
    ...overrides,
  };
}

function Harness() {
  const [on, setOn] = useState(false);
  return (
    <WeeklyRepeat
      trainerId="trainer-1"
      draft={draft}
      on={on}
      onOnChange={setOn}
      onLeave={() => {}}
    />
  );
}

async function openRepeat(answer: RepeatPreview, created: StubReply = { status: 201 }) {
  const api = stubApi({
    'POST /bookings/repeat/preview': { body: { data: answer } },
    'POST /bookings/repeat': created,
  });
  const view = renderWithProviders(<Harness />, { route: '/trainer/trainer-1' });
  await view.user.click(screen.getByRole('switch', { name: REPEAT_MESSAGES.repeatWeekly }));
  const list = await screen.findByRole('list', { name: 'Weeks of the repeat' });
  return { ...view, api, list };
}

describe('Repeat weekly', () => {
  beforeEach(() => fixClock(NOW));

  it('shows each week free or taken, with alternatives, and asks for four weeks first', async () => {
    const { api, list } = await openRepeat(preview());
    expect(api.sentTo('POST /bookings/repeat/preview')[0]!.body).toEqual({
      trainerId: 'trainer-1',
      service: 'personal',
      date: '2026-03-03',
      timeSlot: '7:00 AM',
      location: 'gym',
      weeks: 4,
    });
    const weeks = within(list).getAllByRole('listitem');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]!.textContent).toContain(`${formatBookingDate('2026-03-03')} · 7:00 AM`);
    expect(weeks[0]!.textContent).toContain('Free ✓');
    expect(weeks[1]!.textContent).toContain(REPEAT_MESSAGES.weekTaken);
    expect(within(weeks[1]!).getByRole('button', { name: '8:00 AM' })).toBeTruthy();
    expect(
      within(weeks[1]!).getByRole('button', { name: `${formatBookingDate('2026-03-09')} 7:00 AM` }),
    ).toBeTruthy();
    expect(
      within(weeks[1]!)
        .getByRole('button', { name: 'Skip this week' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText('3 sessions · ₹3,600')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('counts a picked alternative, and pays once for all the sessions', async () => {
    const { api, list, user, location } = await openRepeat(preview(), {
      status: 201,
      body: {
        message: REPEAT_MESSAGES.repeatHeld,
        data: { packId: 'pack-7', paymentPath: '/payment?pack=pack-7', skipped: [] },
      },
    });
    const second = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(second).getByRole('button', { name: '8:00 AM' }));
    expect(
      within(second).getByRole('button', { name: '8:00 AM' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText('4 sessions · ₹4,800')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pay ₹4,800 once' }));
    expect(api.sentTo('POST /bookings/repeat')[0]!.body).toMatchObject({
      weeks: 4,
      sessions: [
        { date: '2026-03-03', timeSlot: '7:00 AM' },
        { date: '2026-03-10', timeSlot: '8:00 AM' },
        { date: '2026-03-17', timeSlot: '7:00 AM' },
        { date: '2026-03-24', timeSlot: '7:00 AM' },
      ],
    });
    // The page changes once the answer is read, a tick after the request.
    await waitFor(() => expect(location()).toBe('/payment?pack=pack-7'));
  });

  it('offers the pack’s credits when it has enough, and lists the sessions booked', async () => {
    const booking = (id: string, sessionDate: string, index: number) => ({
      id,
      sessionDate,
      timeSlot: '7:00 AM',
      series: { id: 'series-1', index, count: 3 },
    });
    const { api, user } = await openRepeat(
      preview({ usablePacks: [{ id: 'pack-1', creditsLeft: 7, expiresAt: null }] }),
      {
        status: 201,
        body: {
          message: REPEAT_MESSAGES.repeatBooked(3),
          data: {
            bookings: [
              booking('b1', '2026-03-03', 1),
              booking('b2', '2026-03-17', 2),
              booking('b3', '2026-03-24', 3),
            ],
            skipped: [],
          },
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Use pack credits (3 of 7)' }));
    expect(api.sentTo('POST /bookings/repeat')[0]!.body).toMatchObject({ packId: 'pack-1' });
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain(REPEAT_MESSAGES.repeatBooked(3));
    expect(done.textContent).toContain(REPEAT_MESSAGES.seriesLabel(2, 3));
  });

  it('says why the server refused, from the catalogue', async () => {
    const { user } = await openRepeat(preview(), {
      status: 409,
      body: { success: false, message: REPEAT_MESSAGES.nothingFree },
    });
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,600 once' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REPEAT_MESSAGES.nothingFree);
  });
});
