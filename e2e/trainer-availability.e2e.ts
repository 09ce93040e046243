import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES } from '#shared/availability.ts';
import { newPage } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';

// A server of its own whose clock stands at Monday 2 March 2026, 10:00 AM IST; the browser's
// clock follows it, so "today" is the same on both sides.
const START = new Date('2026-03-02T04:30:00.000Z');

const suite = clockedSuite(START);

describe('availability settings', () => {
  it('lets the demo trainer block a date, which is then no longer bookable', async () => {
    const { page, context, consoleErrors } = await newPage(suite.browser, { viewport: 'mobile' });
    await page.clock.setFixedTime(START);
    await page.goto(`${suite.server.baseUrl}/auth?returnTo=%2Ftrainer-dashboard%2Favailability`);
    await page.getByLabel('Email', { exact: true }).fill('trainer@kasrat.test');
    await page.getByLabel('Password', { exact: true }).fill('KasratDemo#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/trainer-dashboard/availability`);
    await page.getByRole('heading', { name: 'Availability Settings' }).waitFor();

    // the trainer's id, and a date that is bookable before the change
    const token = await page.evaluate<string | null>("localStorage.getItem('kasrat.token')");
    const profile = (await (
      await fetch(`${suite.server.baseUrl}/api/auth/profile`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { trainerId: string } };
    const trainerId: string = profile.data.trainerId;
    const slotsOn = async (date: string) => {
      const response = await fetch(
        `${suite.server.baseUrl}/api/bookings/available-slots?trainerId=${trainerId}&date=${date}`,
      );
      return ((await response.json()) as { data: { availableSlots: string[] } }).data
        .availableSlots;
    };
    const { data: settings } = (await (
      await fetch(`${suite.server.baseUrl}/api/trainer/availability-settings`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { blockedDates: string[] } };
    const candidates = ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-09'];
    let date: string | undefined;
    for (const candidate of candidates) {
      if (!settings.blockedDates.includes(candidate) && (await slotsOn(candidate)).length > 0) {
        date = candidate;
        break;
      }
    }
    if (!date) throw new Error('no bookable date for the demo trainer in the first week');

    // a past date is refused with the spec's message
    const dateField = page.getByLabel('Date', { exact: true });
    await dateField.fill('2026-03-01');
    await page.getByRole('button', { name: 'Add date' }).click();
    await page.getByRole('alert').filter({ hasText: AVAILABILITY_MESSAGES.pastDate }).waitFor();

    await dateField.fill(date);
    await page.getByRole('button', { name: 'Add date' }).click();
    const list = page.getByRole('list', { name: 'Blocked dates' });
    await list
      .getByRole('button', { name: /^Remove / })
      .first()
      .waitFor();
    await dateField.fill(date);
    await page.getByRole('button', { name: 'Add date' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: AVAILABILITY_MESSAGES.alreadyBlocked })
      .waitFor();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(AVAILABILITY_MESSAGES.updated).waitFor();
    await page.screenshot({ path: `${SHOTS}/availability-settings.png`, fullPage: true });
    expect(await slotsOn(date)).toEqual([]);

    // and it comes back as saved after a reload
    await page.reload();
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(settings.blockedDates.length + 1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
