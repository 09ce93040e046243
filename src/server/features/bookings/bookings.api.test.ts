import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booking as bookingTable } from '#server/db/schema.ts';
import { createTrainerRow, services } from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { MESSAGES } from '#shared/messages.ts';

// Monday 2 March 2026, 10:00 AM IST.
const NOW = '2026-03-02T04:30:00.000Z';
const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(NOW));

async function trainer(
  overrides: Parameters<typeof createTrainerRow>[1] extends infer T ? Partial<T> : never = {},
) {
  return createTrainerRow(ctx.database.db, {
    ...MUMBAI,
    name: 'Ritu Sharma',
    services: services({ personal: 1500, online: 1000 }),
    availableTimes: ['7:00 AM', '11:00 AM', '6:00 PM'],
    trainsAtGym: true,
    trainsAtClientHome: true,
    ...overrides,
  });
}

const hold = (token: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/bookings', token, payload });

const valid = (trainerId: string) => ({
  trainerId,
  service: 'personal',
  date: '2026-03-03',
  timeSlot: '7:00 AM',
  location: 'gym',
});

async function rowsOf(trainerId: string) {
  return ctx.database.db.select().from(bookingTable).where(eq(bookingTable.trainerId, trainerId));
}

describe('GET /api/bookings/available-slots', () => {
  it('lists the day in IST: taken slots booked, slots within 60 minutes not offered', async () => {
    const t = await trainer();
    const client = await ctx.signUp();
    expect(
      (await hold(client.token, { ...valid(t.id), date: '2026-03-02', timeSlot: '6:00 PM' }))
        .statusCode,
    ).toBe(201);
    ctx.clock.set('2026-03-02T04:40:00.000Z'); // 10:10 AM IST: 11:00 AM is 50 minutes away
    const response = await ctx.request({
      method: 'GET',
      url: `/api/bookings/available-slots?trainerId=${t.id}&date=2026-03-02`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      date: '2026-03-02',
      allTimeSlots: ['7:00 AM', '11:00 AM', '6:00 PM'],
      availableSlots: [],
      bookedSlots: ['6:00 PM'],
    });
  });

  it('tells a signed-in client which taken slots are their own unpaid holds, and no one else’s', async () => {
    const t = await trainer();
    const holder = await ctx.signUp();
    const other = await ctx.signUp();
    const held = await hold(holder.token, { ...valid(t.id), timeSlot: '6:00 PM' });
    expect(held.statusCode).toBe(201);
    expect((await hold(other.token, valid(t.id))).statusCode).toBe(201);
    const day = async (token?: string) =>
      (
        await ctx.request({
          method: 'GET',
          url: `/api/bookings/available-slots?trainerId=${t.id}&date=2026-03-03`,
          ...(token ? { token } : {}),
        })
      ).json().data;

    const holderDay = await day(holder.token);
    expect(holderDay.bookedSlots).toEqual(['7:00 AM', '6:00 PM']);
    // 10:00 AM IST plus the 15-minute hold.
    expect(holderDay.yourHolds).toEqual([
      {
        timeSlot: '6:00 PM',
        bookingId: held.json().data.id,
        expiresAt: '2026-03-02T04:45:00.000Z',
      },
    ]);
    const otherDay = await day(other.token);
    expect(otherDay.yourHolds).toEqual([expect.objectContaining({ timeSlot: '7:00 AM' })]);
    expect(JSON.stringify(otherDay)).not.toContain(held.json().data.id);
    expect((await day()).yourHolds).toBeUndefined();

    // A lapsed hold holds nothing, so it is no one's hold any more.
    ctx.clock.set('2026-03-02T04:46:00.000Z');
    expect((await day(holder.token)).yourHolds).toEqual([]);
  });

  it('refuses a date outside today to 14 days ahead and an unknown trainer', async () => {
    const t = await trainer();
    const late = await ctx.request({
      method: 'GET',
      url: `/api/bookings/available-slots?trainerId=${t.id}&date=2026-03-17`,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(BOOKING_MESSAGES.dateOutsideWindow);
    const unknown = await ctx.request({
      method: 'GET',
      url: '/api/bookings/available-slots?trainerId=nobody&date=2026-03-03',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.trainerNotFound);
  });
});

describe('GET /api/bookings/trainer-availability', () => {
  it('lists open dates and says why the others are blocked', async () => {
    const t = await trainer({
      workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      blockedDates: ['2026-03-04'],
    });
    const response = await ctx.request({
      method: 'GET',
      url: `/api/bookings/trainer-availability?trainerId=${t.id}&startDate=2026-03-02&endDate=2026-03-08`,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.availableDates).toEqual([
      { date: '2026-03-02' },
      { date: '2026-03-03' },
      { date: '2026-03-05' },
      { date: '2026-03-06' },
    ]);
    expect(data.blockedDates).toEqual([
      { date: '2026-03-04', reason: 'Blocked by trainer' },
      { date: '2026-03-07', reason: 'Not a working day' },
      { date: '2026-03-08', reason: 'Not a working day' },
    ]);
  });
});

describe('POST /api/bookings', () => {
  it('holds the slot for 15 minutes at the price the server computes', async () => {
    const t = await trainer();
    const client = await ctx.signUp();
    const response = await hold(client.token, { ...valid(t.id), amount: 1 });
    expect(response.statusCode).toBe(400); // unknown field: a client cannot send a price
    const held = await hold(client.token, valid(t.id));
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({
      success: true,
      message: BOOKING_MESSAGES.bookingCreated,
      data: {
        status: 'pending',
        sessionDate: '2026-03-03',
        timeSlot: '7:00 AM',
        startsAt: '2026-03-03T01:30:00.000Z',
        expiresAt: '2026-03-02T04:45:00.000Z',
        pricePaise: 150_000,
        totalPaise: 150_000,
        amount: 1500,
        paymentStatus: 'unpaid',
        viewerRole: 'client',
        actions: { canPay: true, canCancel: true, canMessage: false },
      },
    });
  });

  it('answers 409 to a second client for the same slot and keeps one booking', async () => {
    const t = await trainer();
    const first = await ctx.signUp();
    const second = await ctx.signUp();
    expect((await hold(first.token, valid(t.id))).statusCode).toBe(201);
    const clash = await hold(second.token, valid(t.id));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(BOOKING_MESSAGES.slotAlreadyBooked);
    expect(await rowsOf(t.id)).toHaveLength(1);
  });

  it('lets a stale hold go: after 15 unpaid minutes another client may book the slot', async () => {
    const t = await trainer();
    const first = await ctx.signUp();
    const second = await ctx.signUp();
    expect((await hold(first.token, valid(t.id))).statusCode).toBe(201);
    ctx.clock.set('2026-03-02T04:45:00.000Z');
    expect((await hold(second.token, valid(t.id))).statusCode).toBe(201);
    const statuses = (await rowsOf(t.id)).map((row) => row.status).sort();
    expect(statuses).toEqual(['expired', 'pending']);
  });

  it.each([
    [{ date: '2026-03-01' }, BOOKING_MESSAGES.dateOutsideWindow],
    [{ date: '2026-03-17' }, BOOKING_MESSAGES.dateOutsideWindow],
    [{ date: '2026-02-30' }, BOOKING_MESSAGES.invalidBookingDate],
    [{ timeSlot: '8:00 AM' }, BOOKING_MESSAGES.slotNotOffered],
    [{ timeSlot: 'noon' }, BOOKING_MESSAGES.slotNotOffered],
    [{ date: '2026-03-02', timeSlot: '7:00 AM' }, BOOKING_MESSAGES.slotTooSoon],
    [{ service: 'group' }, BOOKING_MESSAGES.serviceNotOffered],
    [{ service: 'yoga' }, BOOKING_MESSAGES.unknownService],
    [{ location: 'online' }, BOOKING_MESSAGES.onlineLocationMismatch],
    [{ service: 'online', location: 'gym' }, BOOKING_MESSAGES.onlineLocationMismatch],
    [{ location: 'beach' }, BOOKING_MESSAGES.locationRequired],
    [{ location: 'home' }, BOOKING_MESSAGES.addressRequired],
  ])('refuses %o with a clear message and holds nothing', async (change, message) => {
    const t = await trainer();
    const client = await ctx.signUp();
    const response = await hold(client.token, { ...valid(t.id), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowsOf(t.id)).toHaveLength(0);
  });

  it('refuses a blocked date, a day off and a location the trainer does not offer', async () => {
    const t = await trainer({
      blockedDates: ['2026-03-03'],
      blockedDays: ['wednesday'],
      trainsAtClientHome: false,
    });
    const client = await ctx.signUp();
    for (const date of ['2026-03-03', '2026-03-04']) {
      const response = await hold(client.token, { ...valid(t.id), date });
      expect(response.json().message).toBe(BOOKING_MESSAGES.dateNotAvailable);
    }
    const home = await hold(client.token, {
      ...valid(t.id),
      date: '2026-03-05',
      location: 'home',
      address: '12 Carter Road, Bandra',
    });
    expect(home.json().message).toBe(BOOKING_MESSAGES.locationNotOffered);
    expect(await rowsOf(t.id)).toHaveLength(0);
  });

  it("keeps the client's address for a session at home, and needs a signed-in client", async () => {
    const t = await trainer();
    const client = await ctx.signUp();
    const response = await hold(client.token, {
      ...valid(t.id),
      location: 'home',
      address: '  12 Carter Road, Bandra  ',
    });
    expect(response.json().data).toMatchObject({
      location: 'home',
      locationLabel: "Client's Home",
      address: '12 Carter Road, Bandra',
    });
    const anonymous = await ctx.request({
      method: 'POST',
      url: '/api/bookings',
      payload: valid(t.id),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('does not let a trainer book themselves or anyone book an unapproved trainer', async () => {
    const hidden = await trainer({ published: false, status: 'pending_review' });
    const client = await ctx.signUp();
    const response = await hold(client.token, valid(hidden.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.trainerNotFound);
  });
});

describe('reading bookings', () => {
  it('lists the caller’s bookings newest first without expired holds, and hides others’', async () => {
    const t = await trainer();
    // a second trainer: a client holds one slot of a trainer at a time
    const t2 = await trainer();
    const client = await ctx.signUp();
    const other = await ctx.signUp();
    const first = (await hold(client.token, valid(t.id))).json().data;
    ctx.clock.set('2026-03-02T04:31:00.000Z');
    const second = (await hold(client.token, { ...valid(t2.id), timeSlot: '11:00 AM' })).json()
      .data;
    const list = await ctx.request({ method: 'GET', url: '/api/bookings', token: client.token });
    expect(list.json().data.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(list.json().pagination).toMatchObject({ totalCount: 2, currentPage: 1 });

    ctx.clock.set('2026-03-02T05:00:00.000Z');
    await hold(other.token, { ...valid(t.id), timeSlot: '6:00 PM' }); // expires first's hold
    const after = await ctx.request({ method: 'GET', url: '/api/bookings', token: client.token });
    expect(after.json().data).toEqual([]);

    const foreign = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${first.id}`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(BOOKING_MESSAGES.bookingNotFound);
  });
});

async function confirmedBooking(startsInHours: number, owner: { userId?: string } = {}) {
  const t = await trainer({
    availableTimes: ['6:00 AM', '7:00 AM', '8:00 AM', '9:00 AM', '6:00 PM'],
    ...owner,
  });
  const client = await ctx.signUp();
  const held = (await hold(client.token, valid(t.id))).json().data; // 3 March 7:00 AM IST
  await ctx.database.db
    .update(bookingTable)
    .set({ status: 'confirmed', holdExpiresAt: null })
    .where(eq(bookingTable.id, held.id));
  ctx.clock.set(new Date(new Date(held.startsAt).getTime() - startsInHours * 3_600_000));
  return { t, client, booking: held };
}

describe('POST /api/bookings/:id/cancel and confirm-attendance', () => {
  it('cancels a hold and frees the slot', async () => {
    const t = await trainer();
    const client = await ctx.signUp();
    const held = (await hold(client.token, valid(t.id))).json().data;
    const response = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${held.id}/cancel`,
      token: client.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: BOOKING_MESSAGES.bookingCancelled,
      data: { status: 'cancelled', cancelledBy: 'client' },
    });
    const again = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${held.id}/cancel`,
      token: client.token,
    });
    expect(again.statusCode).toBe(409);
    expect((await hold((await ctx.signUp()).token, valid(t.id))).statusCode).toBe(201);
  });

  it('tells the client whether a cancellation is free, 24 hours ahead or later', async () => {
    const early = await confirmedBooking(24);
    expect(early.booking.id).toBeTruthy();
    const view = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${early.booking.id}`,
      token: early.client.token,
    });
    expect(view.json().data.actions).toMatchObject({ canCancel: true, cancelRefunds: true });

    const late = await confirmedBooking(23);
    const lateView = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${late.booking.id}`,
      token: late.client.token,
    });
    expect(lateView.json().data.actions).toMatchObject({ canCancel: true, cancelRefunds: false });
    const cancelled = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${late.booking.id}/cancel`,
      token: late.client.token,
    });
    expect(cancelled.json()).toMatchObject({
      message: BOOKING_MESSAGES.bookingCancelledNoRefund,
      data: { status: 'cancelled', paymentStatus: 'unpaid' },
    });
  });

  it('completes a session when both sides confirm attendance after its start', async () => {
    const trainerAccount = await ctx.signUp({ firstName: 'Ritu', lastName: 'Sharma' });
    const { client, booking } = await confirmedBooking(1, { userId: trainerAccount.userId });
    const confirm = (token: string) =>
      ctx.request({ method: 'POST', url: `/api/bookings/${booking.id}/confirm-attendance`, token });
    const early = await confirm(client.token);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(BOOKING_MESSAGES.attendanceTooEarly);

    ctx.clock.set(new Date(new Date(booking.startsAt).getTime() + 30 * 60_000));
    expect((await confirm(client.token)).json()).toMatchObject({
      message: BOOKING_MESSAGES.attendanceConfirmed,
      data: {
        status: 'confirmed',
        actions: { canConfirmAttendance: false, canReview: true, canMessage: true },
      },
    });
    expect((await confirm(client.token)).statusCode).toBe(409);
    const trainerSide = await confirm(trainerAccount.token);
    expect(trainerSide.json().data).toMatchObject({ status: 'completed', viewerRole: 'trainer' });
    const list = await ctx.request({
      method: 'GET',
      url: '/api/bookings',
      token: trainerAccount.token,
    });
    expect(list.json().data[0]).toMatchObject({ id: booking.id, client: { id: client.userId } });
  });

  it('refuses an .ics file for an unpaid hold', async () => {
    const t = await trainer();
    const client = await ctx.signUp();
    const held = (await hold(client.token, valid(t.id))).json().data;
    const response = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${held.id}/calendar.ics`,
      token: client.token,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(BOOKING_MESSAGES.calendarNeedsConfirmed);
  });

  it('offers the session as an .ics file to its parties', async () => {
    const { client, booking } = await confirmedBooking(30);
    const response = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}/calendar.ics`,
      token: client.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body).toContain('DTSTART:20260303T013000Z');
    expect(response.body).toContain('DTEND:20260303T023000Z');
    expect(response.body).toContain('SUMMARY:Personal Training with Ritu Sharma');
  });
});
