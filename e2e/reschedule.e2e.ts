import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { MOVE_MESSAGES } from '#shared/booking-move-messages.ts';
import type { MoveSlots } from '#shared/booking-moves.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { chatEventLine } from '#shared/chat-event-line.ts';
import { addIstDays, formatBookingDate } from '#shared/ist.ts';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';
import { newPage } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';
import { pageApi, signInAt } from './support/sign-in';

// A server of its own whose clock stands at Monday 2 March 2026, 10:00 AM IST; the demo data is
// laid out around that instant and the browser's clock follows it.
const START = new Date('2026-03-02T04:30:00.000Z');
const PASSWORD = 'KasratDemo#2026';
const CLIENT = 'client@kasrat.test';

const suite = clockedSuite(START);
const api = <T>(page: Page, path: string) => pageApi<T>(page, suite.server.baseUrl, path);

async function signIn(page: Page) {
  await page.clock.setFixedTime(START);
  await signInAt(
    page,
    suite.server.baseUrl,
    { email: CLIENT, password: PASSWORD },
    '/profile/sessions',
  );
}

async function sessions(page: Page) {
  return (await api<{ data: UserBooking[] }>(page, '/bookings?limit=50')).data;
}

/** The session's card on My Sessions: its date line names it among the trainer's cards. */
const cardOf = (page: Page, session: UserBooking) =>
  page
    .locator('article')
    .filter({ hasText: session.trainer.name })
    .filter({ hasText: `${formatBookingDate(session.sessionDate)} · ${session.serviceName}` })
    .filter({ hasText: session.timeSlot });

/** The first day of the next two weeks with a free time for the session, other than its own. */
async function freeDay(page: Page, session: UserBooking) {
  for (let offset = 1; offset <= 14; offset += 1) {
    const date = addIstDays('2026-03-02', offset);
    const { data } = await api<{ data: MoveSlots }>(
      page,
      `/bookings/${session.id}/move-slots?date=${date}`,
    );
    const [slot] = data.availableSlots;
    if (slot) return { date, timeSlot: slot };
  }
  throw new Error(`no free time to move ${session.id} to`);
}

async function pick(dialog: Locator, to: { date: string; timeSlot: string }) {
  await dialog.getByRole('button', { name: formatBookingDate(to.date), exact: true }).click();
  await dialog.getByRole('button', { name: to.timeSlot, exact: true }).click();
}

describe('reschedule', () => {
  it('the demo client moves a session on a phone and sees the new time', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, { viewport: 'mobile' });
    await signIn(page);
    const before = await sessions(page);
    const session = before.find((row) => row.moves.canMove);
    if (!session) throw new Error('the demo client has no session to move');
    const card = cardOf(page, session);
    await card.getByRole('button', { name: 'Reschedule' }).click();

    const dialog = page.getByRole('dialog', { name: MOVE_MESSAGES.rescheduleTitle });
    await dialog.getByText(MOVE_MESSAGES.movesLeft(session.moves.movesLeft)).waitFor();
    const to = await freeDay(page, session);
    await pick(dialog, to);
    await page.screenshot({ path: `${SHOTS}/reschedule-dialog-phone.png` });
    await dialog.getByRole('button', { name: 'Move session' }).click();
    await page.getByText(MOVE_MESSAGES.sessionMoved).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const after = (await sessions(page)).find((row) => row.id === session.id)!;
    expect(after).toMatchObject({
      sessionDate: to.date,
      timeSlot: to.timeSlot,
      sequence: session.sequence + 1,
    });
    await cardOf(page, after).waitFor();
    await page.screenshot({ path: `${SHOTS}/reschedule-moved-phone.png`, fullPage: true });

    // Both sides find the move in their chat, as a line of its own rather than a message.
    await cardOf(page, after).getByRole('button', { name: 'Message' }).click();
    const line = chatEventLine(
      {
        kind: 'session-moved',
        from: { date: session.sessionDate, timeSlot: session.timeSlot },
        to: { date: to.date, timeSlot: to.timeSlot },
      },
      'en',
    );
    await page.getByRole('list', { name: 'Messages' }).getByText(line).waitFor();
    await page.screenshot({ path: `${SHOTS}/reschedule-chat-line-phone.png` });
    expect(consoleErrors.filter((text) => !text.includes('WebSocket'))).toEqual([]);
  });

  it('says so when the slot went meanwhile, and the session keeps its time', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, { viewport: 'mobile' });
    await signIn(page);
    const session = (await sessions(page)).find((row) => row.moves.canMove);
    if (!session) throw new Error('the demo client has no session to move');
    await cardOf(page, session).getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: MOVE_MESSAGES.rescheduleTitle });
    const to = await freeDay(page, session);
    await pick(dialog, to);

    // Another client holds the same time before this one presses Move.
    const email = `rival.${Date.now()}@example.com`;
    const signUp = await fetch(`${suite.server.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: suite.server.baseUrl },
      body: JSON.stringify({
        email,
        password: 'Correct-Horse-42',
        name: 'Rival Rao',
        firstName: 'Rival',
        lastName: 'Rao',
        ...SIGN_UP_AGREEMENTS,
      }),
    });
    const { token } = (await signUp.json()) as { token: string };
    const held = await fetch(`${suite.server.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        trainerId: session.trainerId,
        service: session.service,
        location: session.location === 'home' ? 'gym' : session.location,
        ...to,
      }),
    });
    expect(held.status).toBe(201);

    await dialog.getByRole('button', { name: 'Move session' }).click();
    await dialog.getByRole('alert').getByText(BOOKING_MESSAGES.slotAlreadyBooked).waitFor();
    await page.screenshot({ path: `${SHOTS}/reschedule-slot-taken-phone.png` });
    const kept = (await sessions(page)).find((row) => row.id === session.id)!;
    expect(kept).toMatchObject({ sessionDate: session.sessionDate, timeSlot: session.timeSlot });
    // The refused move's 409 is the browser's only complaint.
    expect(consoleErrors.filter((text) => !text.includes('status of 409'))).toEqual([]);
  });

  it('shows the trainer’s proposal with its three answers on a desktop', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, { viewport: 'desktop' });
    await signIn(page);
    const proposed = (await sessions(page)).find((row) => row.moves.proposal);
    if (!proposed?.moves.proposal) throw new Error('the demo client has no proposal to answer');
    const banner = cardOf(page, proposed).getByRole('region', { name: 'Proposed new time' });
    await banner.getByRole('button', { name: 'Accept' }).waitFor();
    await banner.getByRole('button', { name: 'Decline', exact: true }).waitFor();
    await banner.getByRole('button', { name: 'Decline and cancel with full refund' }).waitFor();
    await banner.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/reschedule-proposal-desktop.png` });

    await banner.getByRole('button', { name: 'Accept' }).click();
    // Accepted: the proposal is answered and leaves the card, which shows the new time.
    await banner.waitFor({ state: 'detached' });
    const moved = (await sessions(page)).find((row) => row.id === proposed.id)!;
    expect(moved).toMatchObject({
      sessionDate: proposed.moves.proposal.date,
      timeSlot: proposed.moves.proposal.timeSlot,
      moves: { proposal: null },
    });
    const movable = (await sessions(page)).find((row) => row.moves.canMove);
    if (!movable) throw new Error('the demo client has no session to move');
    await cardOf(page, movable).getByRole('button', { name: 'Reschedule' }).click();
    await page.getByRole('dialog', { name: MOVE_MESSAGES.rescheduleTitle }).waitFor();
    await page.screenshot({ path: `${SHOTS}/reschedule-dialog-desktop.png` });
    expect(consoleErrors).toEqual([]);
  });
});
