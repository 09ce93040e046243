import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainer as trainerTable } from '#server/db/schema.ts';
import {
  createBookingRow,
  createReviewRow,
  createTrainerRow,
  createUserRow,
} from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { WEEKDAYS } from '#shared/catalog.ts';
import { addIstDays, istDate, istInstant } from '#shared/ist.ts';
import { MESSAGES } from '#shared/messages.ts';

let ctx: TestContext;
const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-10T04:30:00.000Z' });
});
afterAll(() => ctx.close());

async function trainerWithReviews(ratings: number[]) {
  const db = ctx.database.db;
  const trainer = await createTrainerRow(db, { ...MUMBAI, name: 'Ritu Sharma' });
  const reviews = [];
  for (const [index, rating] of ratings.entries()) {
    const client = await createUserRow(db, { firstName: `Client${index}`, lastName: 'Kapoor' });
    const date = addIstDays('2026-03-01', index % 8);
    const booking = await createBookingRow(db, {
      clientId: client.id,
      trainerId: trainer.id,
      service: 'personal',
      location: 'gym',
      sessionDate: date,
      timeSlot: '7:00 AM',
      startsAt: istInstant(date, 7 + Math.floor(index / 8)),
      status: 'completed',
    });
    reviews.push(
      await createReviewRow(db, {
        bookingId: booking.id,
        clientId: client.id,
        trainerId: trainer.id,
        rating,
        comment: `Session ${index} was rated ${rating}`,
        createdAt: new Date(Date.UTC(2026, 2, 1, index)),
      }),
    );
  }
  return { trainer, reviews };
}

describe('GET /api/trainers/:id', () => {
  it('shows a published trainer to everyone', async () => {
    const { trainer } = await trainerWithReviews([5, 4]);
    const response = await ctx.request({ method: 'GET', url: `/api/trainers/${trainer.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: trainer.id,
      trainerId: trainer.id,
      name: 'Ritu Sharma',
      rating: 4.5,
      totalReviews: 2,
      sessionTypes: ['personal'],
      availableTimes: ['7:00 AM', '6:00 PM'],
    });
    expect(response.json().data.portfolioStatus).toBeUndefined();
  });

  it('hides a trainer never approved, except from that trainer', async () => {
    const hidden = await createTrainerRow(ctx.database.db, {
      ...MUMBAI,
      status: 'pending_review',
      published: false,
    });
    const anonymous = await ctx.request({ method: 'GET', url: `/api/trainers/${hidden.id}` });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().message).toBe(MESSAGES.trainerNotFound);

    const other = await ctx.signUp();
    const stranger = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${hidden.id}`,
      token: other.token,
    });
    expect(stranger.statusCode).toBe(404);

    const owner = await ctx.signUp();
    await ctx.request({ method: 'POST', url: '/api/auth/become-trainer', token: owner.token });
    const { trainerId } = (
      await ctx.request({ method: 'GET', url: '/api/auth/profile', token: owner.token })
    ).json().data;
    const own = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${trainerId}`,
      token: owner.token,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ portfolioStatus: 'pending', published: false });
  });

  it('answers 404 for an unknown trainer', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/trainers/no-such-trainer' });
    expect(response.statusCode).toBe(404);
  });

  it('is booking full when every slot of the next 10 days is held', async () => {
    const db = ctx.database.db;
    const busy = await createTrainerRow(db, {
      ...MUMBAI,
      availableTimes: ['6:00 PM'],
      workingDays: [...WEEKDAYS],
    });
    const client = await createUserRow(db);
    const today = istDate(ctx.clock.now());
    for (let day = 0; day < 10; day++) {
      const date = addIstDays(today, day);
      await createBookingRow(db, {
        clientId: client.id,
        trainerId: busy.id,
        service: 'personal',
        location: 'gym',
        sessionDate: date,
        timeSlot: '6:00 PM',
        startsAt: istInstant(date, 18),
        status: 'confirmed',
      });
    }
    const response = await ctx.request({ method: 'GET', url: `/api/trainers/${busy.id}` });
    expect(response.json().data.bookingfull).toBe(true);

    await db
      .update(trainerTable)
      .set({ availableTimes: ['6:00 PM', '7:00 PM'] })
      .where(eq(trainerTable.id, busy.id));
    const freed = await ctx.request({ method: 'GET', url: `/api/trainers/${busy.id}` });
    expect(freed.json().data.bookingfull).toBe(false);
  });
});

describe('reviews', () => {
  it('pages real reviews newest first with the client first name and initial', async () => {
    const { trainer } = await trainerWithReviews([5, 3, 4, 2, 5]);
    const first = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${trainer.id}/reviews?limit=2`,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.map((review: { text: string }) => review.text)).toEqual([
      'Session 4 was rated 5',
      'Session 3 was rated 2',
    ]);
    expect(first.json().data[0]).toMatchObject({
      name: 'Client4 K.',
      rating: 5,
      service: 'personal',
    });
    // The card dates a review by its session, not by when it was written.
    expect(first.json().data[0]).toMatchObject({
      sessionDate: '2026-03-05',
      createdAt: '2026-03-01T04:00:00.000Z',
    });
    expect(first.json().pagination).toMatchObject({
      totalCount: 5,
      totalPages: 3,
      hasNextPage: true,
    });
    const last = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${trainer.id}/reviews?limit=2&page=3`,
    });
    expect(last.json().data).toHaveLength(1);
  });

  it('shows the trainer-chosen feedback, else the good real reviews when there are more than 3', async () => {
    const { trainer, reviews } = await trainerWithReviews([5, 2, 4, 3, 5]);
    const fallback = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${trainer.id}/selected-feedback`,
    });
    expect(fallback.json().data.map((review: { rating: number }) => review.rating)).toEqual([
      5, 4, 5,
    ]);

    await ctx.database.db.update(trainerTable).set({ selectedFeedback: [reviews[1]!.bookingId] });
    const chosen = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${trainer.id}/selected-feedback`,
    });
    expect(chosen.json().data.map((review: { id: string }) => review.id)).toEqual([reviews[1]!.id]);
  });

  it('keeps every review when there are 3 or fewer', async () => {
    const { trainer } = await trainerWithReviews([2, 5]);
    const response = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${trainer.id}/selected-feedback`,
    });
    expect(response.json().data).toHaveLength(2);
  });

  it('answers 400 for a bad page and 404 for an unknown trainer', async () => {
    const { trainer } = await trainerWithReviews([]);
    const bad = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${trainer.id}/reviews?page=0`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.invalidPage);
    const unknown = await ctx.request({ method: 'GET', url: '/api/trainers/nope/reviews' });
    expect(unknown.statusCode).toBe(404);
  });
});
