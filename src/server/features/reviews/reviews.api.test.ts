import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { review as reviewTable } from '#server/db/schema.ts';
import { createBookingRow, createTrainerRow } from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { istInstant } from '#shared/ist.ts';

// Wednesday 4 March 2026, 8:00 AM IST: the 7:00 AM session has started.
const NOW = '2026-03-04T02:30:00.000Z';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());

async function session(status: 'confirmed' | 'completed' | 'pending' | 'cancelled', hour = 7) {
  const trainer = await createTrainerRow(ctx.database.db, {
    latitude: 19.076,
    longitude: 72.8777,
    name: 'Ritu Sharma',
  });
  const client = await ctx.signUp();
  const booking = await createBookingRow(ctx.database.db, {
    clientId: client.userId,
    trainerId: trainer.id,
    service: 'personal',
    location: 'gym',
    sessionDate: '2026-03-04',
    timeSlot: `${hour}:00 AM`,
    startsAt: istInstant('2026-03-04', hour),
    status,
  });
  return { trainer, client, booking };
}

const rate = (
  token: string,
  id: string,
  payload: Record<string, unknown>,
  method: 'PUT' | 'POST' = 'PUT',
) => ctx.request({ method, url: `/api/bookings/${id}/review`, token, payload });

async function trainerRating(id: string) {
  const response = await ctx.request({ method: 'GET', url: `/api/trainers/${id}` });
  const data = response.json().data;
  return { rating: data.rating, reviewCount: data.reviewCount };
}

describe('PUT /api/bookings/:id/review', () => {
  it("saves the client's review, trimmed, and moves the trainer's rating; an edit adjusts it", async () => {
    const { trainer, client, booking } = await session('confirmed');
    const first = await rate(client.token, booking.id, {
      rating: 4,
      comment: 'Great form cues',
      review: '  Ritu corrected my squat depth and planned progressions.  ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: BOOKING_MESSAGES.ratingSubmitted,
      data: {
        rating: 4,
        comment: 'Great form cues',
        review: 'Ritu corrected my squat depth and planned progressions.',
      },
    });
    expect(await trainerRating(trainer.id)).toEqual({ rating: 4, reviewCount: 1 });

    const edit = await rate(client.token, booking.id, { rating: 2 }, 'POST');
    expect(edit.statusCode).toBe(200);
    expect(await trainerRating(trainer.id)).toEqual({ rating: 2, reviewCount: 1 });
    const rows = await ctx.database.db
      .select()
      .from(reviewTable)
      .where(eq(reviewTable.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    const view = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      token: client.token,
    });
    expect(view.json().data).toMatchObject({ rating: 2, comment: null });
  });

  it.each([
    [{}, BOOKING_MESSAGES.selectRating],
    [{ rating: 0 }, BOOKING_MESSAGES.ratingOutOfRange],
    [{ rating: 6 }, BOOKING_MESSAGES.ratingOutOfRange],
    [{ rating: 3.5 }, BOOKING_MESSAGES.ratingOutOfRange],
    [{ rating: 5, comment: 'x'.repeat(201) }, BOOKING_MESSAGES.commentTooLong],
    [{ rating: 5, review: 'x'.repeat(1001) }, BOOKING_MESSAGES.reviewTooLong],
  ])('refuses %o and changes nothing', async (payload, message) => {
    const { trainer, client, booking } = await session('completed');
    const response = await rate(client.token, booking.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await trainerRating(trainer.id)).toEqual({ rating: null, reviewCount: 0 });
  });

  it('only the client, only after the start, only a confirmed or completed session', async () => {
    const { client, booking } = await session('confirmed');
    const stranger = await ctx.signUp();
    const foreign = await rate(stranger.token, booking.id, { rating: 5 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(BOOKING_MESSAGES.bookingNotFound);

    const later = await session('confirmed', 9);
    const early = await rate(later.client.token, later.booking.id, { rating: 5 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(BOOKING_MESSAGES.reviewTooEarly);

    const unpaid = await session('pending');
    const refused = await rate(unpaid.client.token, unpaid.booking.id, { rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.reviewNotAllowed);
    expect((await rate(client.token, booking.id, { rating: 5 })).statusCode).toBe(200);
  });
});
