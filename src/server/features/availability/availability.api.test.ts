import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainer } from '#server/db/schema.ts';
import { services } from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { AVAILABILITY_MESSAGES } from '#shared/availability.ts';
import { WEEKDAYS } from '#shared/catalog.ts';
import { MESSAGES } from '#shared/messages.ts';

// The clock: Monday 2 March 2026, 10:00 IST.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const URL = '/api/trainer/availability-settings';

/** A signed-up user who became a trainer and whose profile is published, bookable from Mumbai. */
async function publishedTrainer() {
  const { token } = await ctx.signUp();
  await ctx.request({ method: 'POST', url: '/api/auth/become-trainer', token });
  const { trainerId } = (
    await ctx.request({ method: 'GET', url: '/api/auth/profile', token })
  ).json().data;
  await ctx.database.db
    .update(trainer)
    .set({
      status: 'approved',
      published: true,
      name: 'Settings Trainer',
      latitude: 19.07,
      longitude: 72.87,
      services: services({ personal: 1200 }),
      availableTimes: ['7:00 AM', '6:00 PM'],
    })
    .where(eq(trainer.id, trainerId));
  return { token, trainerId: trainerId as string };
}

const put = (token: string, payload: unknown) =>
  ctx.request({ method: 'PUT', url: URL, token, payload: payload as Record<string, unknown> });

describe('availability settings', () => {
  it('is for trainers only', async () => {
    expect((await ctx.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    const client = await ctx.signUp();
    const refused = await ctx.request({ method: 'GET', url: URL, token: client.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
    expect((await put(client.token, { workingDays: ['monday'] })).statusCode).toBe(403);
  });

  it('starts with all seven days working and nothing blocked', async () => {
    const { token } = await publishedTrainer();
    const response = await ctx.request({ method: 'GET', url: URL, token });
    expect(response.json()).toEqual({
      success: true,
      data: { workingDays: [...WEEKDAYS], blockedDays: [], blockedDates: [] },
    });
  });

  it('saves working days, blocked days and sorted blocked dates', async () => {
    const { token } = await publishedTrainer();
    const saved = await put(token, {
      workingDays: ['friday', 'monday', 'wednesday'],
      blockedDays: ['wednesday'],
      blockedDates: ['2026-03-20', '2026-03-02', '2026-03-09'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: AVAILABILITY_MESSAGES.updated,
      data: {
        workingDays: ['monday', 'wednesday', 'friday'],
        blockedDays: ['wednesday'],
        blockedDates: ['2026-03-02', '2026-03-09', '2026-03-20'],
      },
    });
    const again = await ctx.request({ method: 'GET', url: URL, token });
    expect(again.json().data).toEqual(saved.json().data);
  });

  it.each([
    [['2026-03-01'], AVAILABILITY_MESSAGES.pastDate],
    [['2026-03-05', '2026-03-05'], AVAILABILITY_MESSAGES.alreadyBlocked],
    [[''], AVAILABILITY_MESSAGES.selectDate],
    [['2026-02-30'], AVAILABILITY_MESSAGES.selectDate],
  ])('refuses blocked dates %j with "%s" and changes nothing', async (blockedDates, message) => {
    const { token } = await publishedTrainer();
    const refused = await put(token, { workingDays: ['monday'], blockedDates });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message });
    const unchanged = await ctx.request({ method: 'GET', url: URL, token });
    expect(unchanged.json().data.workingDays).toEqual([...WEEKDAYS]);
  });

  it('refuses a day that is not a weekday name, and a block on a day off', async () => {
    const { token } = await publishedTrainer();
    const refused = await put(token, { workingDays: ['funday'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(AVAILABILITY_MESSAGES.invalidWeekday);
    const dayOff = await put(token, { workingDays: ['monday'], blockedDays: ['sunday'] });
    expect(dayOff.statusCode).toBe(400);
    expect(dayOff.json().message).toBe(AVAILABILITY_MESSAGES.blockOnlyWorkingDays);
  });

  it('applies at once to new bookings: a blocked date and a blocked weekday offer no slot', async () => {
    const { token, trainerId } = await publishedTrainer();
    const slots = async (date: string) =>
      (
        await ctx.request({
          method: 'GET',
          url: `/api/bookings/available-slots?trainerId=${trainerId}&date=${date}`,
        })
      ).json().data.availableSlots;
    expect(await slots('2026-03-04')).toEqual(['7:00 AM', '6:00 PM']);
    expect(await slots('2026-03-05')).toEqual(['7:00 AM', '6:00 PM']);

    await put(token, {
      workingDays: [...WEEKDAYS],
      blockedDays: ['thursday'],
      blockedDates: ['2026-03-04'],
    });
    expect(await slots('2026-03-04')).toEqual([]);
    expect(await slots('2026-03-05')).toEqual([]);
    const client = await ctx.signUp();
    const hold = await ctx.request({
      method: 'POST',
      url: '/api/bookings',
      token: client.token,
      payload: {
        trainerId,
        service: 'personal',
        date: '2026-03-04',
        timeSlot: '7:00 AM',
        location: 'gym',
      },
    });
    expect(hold.statusCode).toBe(400);
  });
});
