import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import type { TrainerReview } from '#shared/discovery-types.ts';
import { formatRupees } from '#shared/money.ts';
import {
  DASHBOARD_MESSAGES,
  type DashboardSummary,
  type EarningsSummary,
  MAX_PROFILE_FEEDBACK,
  type SessionCounts,
  type TrainerSession,
} from '#shared/trainer-dashboard-api.ts';
import { newPage } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';
import { pageApi, signInAt } from './support/sign-in';

// A server of its own whose clock stands at Monday 2 March 2026, 10:00 AM IST; the demo data
// is laid out around that instant and the browser's clock follows it.
const START = new Date('2026-03-02T04:30:00.000Z');
const PASSWORD = 'KasratDemo#2026';
const TRAINER = 'trainer@kasrat.test';
const CLIENT = 'client@kasrat.test';

const suite = clockedSuite(START);
const api = <T>(page: Page, path: string) => pageApi<T>(page, suite.server.baseUrl, path);
const url = (path: string) => `${suite.server.baseUrl}${path}`;

async function signIn(page: Page, email: string, returnTo: string) {
  await page.clock.setFixedTime(START);
  await signInAt(page, suite.server.baseUrl, { email, password: PASSWORD }, returnTo);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A figure's card as read aloud: its label, value and the line that says what it counts. */
const figure = async (region: Locator, label: string) =>
  (
    await region
      .getByText(label, { exact: true })
      .locator('xpath=../..')
      .locator('p')
      .allTextContents()
  )
    .map((text) => text.trim())
    .join(' ');

describe('trainer dashboard', () => {
  it('walks every tab on a phone, through the drawer, with links, reload and Back', async () => {
    const { page, context, consoleErrors } = await newPage(suite.browser, { viewport: 'mobile' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.server.baseUrl,
    });
    await signIn(page, TRAINER, '/trainer-dashboard');
    const { data: me } = await api<{ data: { trainerId: string; firstName: string } }>(
      page,
      '/auth/profile',
    );

    // Overview: welcome, four figures from the server, the share panel
    await heading(page, 'Overview').waitFor();
    await page.getByText(`Welcome back, ${me.firstName}`).waitFor();
    const { data: summary } = await api<{ data: { totalSessions: number } }>(
      page,
      '/trainer/dashboard',
    );
    const figures = page.getByRole('region', { name: 'Your figures' });
    await figures.getByText(String(summary.totalSessions), { exact: true }).first().waitFor();
    expect(await figures.getByText('Failed to load').count()).toBe(0);
    expect(await page.title()).toBe('Overview · Trainer Dashboard | Kasrat');

    const profileUrl = url(`/trainer/${me.trainerId}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(profileUrl);
    await page.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 4_000 });
    const shareOn = page.getByRole('list', { name: 'Share on' });
    const whatsapp = shareOn.getByRole('link', { name: /WhatsApp/ });
    const whatsappUrl = new URL((await whatsapp.getAttribute('href'))!);
    expect(whatsappUrl.origin + whatsappUrl.pathname).toBe('https://wa.me/');
    expect(whatsappUrl.searchParams.get('text')).toMatch(new RegExp(` ${profileUrl}$`));
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    expect(await whatsapp.getAttribute('rel')).toContain('noopener');
    expect(await shareOn.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(profileUrl)}`,
    );
    await shareOn.getByRole('button', { name: 'Instagram' }).click();
    await page.getByRole('status').filter({ hasText: 'Instagram has no share button' }).waitFor();
    await page.getByRole('region', { name: 'Portfolio status' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-overview-phone.png`, fullPage: true });

    // the drawer: opens from its button, closes on Escape, on the backdrop and on a tab change
    const menuButton = page.getByRole('button', { name: 'Dashboard menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await menuButton.click();
    await drawer.waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-drawer-phone.png` });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await menuButton.click();
    await drawer.waitFor();
    // The dialog takes focus once open; only then does it listen for a click outside it.
    await expect
      .poll(() =>
        page.evaluate<boolean>("document.activeElement?.closest('[role=dialog]') != null"),
      )
      .toBe(true);
    await page.mouse.click(370, 400);
    await drawer.waitFor({ state: 'hidden' });

    const open = async (label: string, title: string) => {
      await menuButton.click();
      await drawer.getByRole('link', { name: label }).click();
      await drawer.waitFor({ state: 'hidden' });
      await heading(page, title).waitFor();
    };

    await open('Sessions', 'Sessions');
    // focus moves to the new tab's heading, not back to the menu button
    await expect
      .poll(() => page.evaluate<string | undefined>('document.activeElement?.tagName'))
      .toBe('H1');
    expect(page.url()).toBe(url('/trainer-dashboard/sessions'));
    await page.getByRole('region', { name: 'Session counts' }).getByText('Next 7 days').waitFor();
    await page.getByRole('tab', { name: 'Upcoming Sessions', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel session' }).first().waitFor();
    await page.getByRole('tab', { name: 'Session History' }).click();
    await page.getByRole('tabpanel').getByText('Completed', { exact: true }).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-sessions-phone.png`, fullPage: true });

    await open('Clients', 'Clients');
    const { data: clients } = await api<{ data: { name: string; email: string }[] }>(
      page,
      '/trainer/clients',
    );
    expect(clients.length).toBeGreaterThan(1);
    const list = page.getByRole('list', { name: 'Your clients' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(clients.length);
    const sought = clients[1]!;
    await page.getByLabel('Search clients by name or e-mail').fill(sought.email);
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('heading', { name: sought.name }).waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-clients-phone.png`, fullPage: true });

    await open('Earnings', 'Earnings');
    await page.getByRole('radio', { name: 'This Month' }).waitFor();
    await page.getByText('Payment Breakdown').waitFor();
    await page.getByText('Last Month').click();
    await page.waitForURL(url('/trainer-dashboard/earnings?period=lastMonth'));
    await page.getByRole('list', { name: 'Recent Transactions' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-earnings-phone.png`, fullPage: true });

    await open('Availability', 'Availability Settings');
    await page.getByRole('heading', { name: 'Working days' }).waitFor();
    await open('KYC', 'Identity Verification (KYC)');
    await open('T&C', 'Terms & Conditions');
    await page.getByText('Current Fee Structure').waitFor();
    await page.getByText('5%', { exact: true }).waitFor();
    await page.getByText('10%', { exact: true }).waitFor();
    await page.getByText('Last updated August 2025 · Version 1.0').waitFor();
    expect(await page.getByText('IMPORTANT', { exact: true }).count()).toBe(5);
    await page.screenshot({ path: `${SHOTS}/dashboard-terms-phone.png`, fullPage: true });

    // linked, reloaded and reached with Back
    await page.reload();
    await heading(page, 'Terms & Conditions').waitFor();
    await page.goBack();
    await heading(page, 'Identity Verification (KYC)').waitFor();
    await page.goto(url('/trainer-dashboard?tab=clients'));
    await heading(page, 'Clients').waitFor();
    expect(page.url()).toBe(url('/trainer-dashboard/clients'));
    await page.goto(url('/trainer-dashboard/no-such-tab'));
    await heading(page, 'Overview').waitFor();
    expect(page.url()).toBe(url('/trainer-dashboard'));

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('names each figure by what it counts, and averages over the sessions it counts', async () => {
    const { page, context, consoleErrors } = await newPage(suite.browser, { viewport: 'desktop' });
    await signIn(page, TRAINER, '/trainer-dashboard');
    const { data: summary } = await api<{ data: DashboardSummary }>(page, '/trainer/dashboard');
    const overview = page.getByRole('region', { name: 'Your figures' });
    await overview.getByText('All time', { exact: false }).waitFor();
    expect(await figure(overview, 'Upcoming Sessions')).toBe(
      `Upcoming Sessions ${summary.upcomingSessions} Confirmed, any date ahead`,
    );
    expect(await figure(overview, 'Sessions Completed')).toMatch(
      new RegExp(`^Sessions Completed ${summary.totalSessions} All time`),
    );

    // The Sessions tab's week and the overview's upcoming are told apart, and add up.
    await page.goto(url('/trainer-dashboard/sessions'));
    const upcoming = await api<{ data: TrainerSession[]; counts: SessionCounts }>(
      page,
      '/trainer/sessions/upcoming',
    );
    expect(upcoming.data).toHaveLength(summary.upcomingSessions);
    const counts = page.getByRole('region', { name: 'Session counts' });
    await counts.getByText(/^Of \d+ upcoming$/).waitFor();
    expect(await figure(counts, 'Next 7 Days')).toBe(
      `Next 7 Days ${upcoming.counts.upcomingWeek} Of ${summary.upcomingSessions} upcoming`,
    );
    // The demo's session waiting for both confirmations of attendance.
    expect(upcoming.counts.pending).toBeGreaterThan(0);
    expect(await figure(counts, 'To Confirm')).toBe(
      `To Confirm ${upcoming.counts.pending} Started, awaiting attendance`,
    );

    // The average sits beside the completed sessions it divides by, booked ones left out: the
    // demo's March has only booked sessions so far (no average), February completed ones.
    const summaries: EarningsSummary[] = [];
    for (const period of ['thisMonth', 'lastMonth'] as const) {
      await page.goto(url(`/trainer-dashboard/earnings?period=${period}`));
      const { data: earnings } = await api<{ data: { summary: EarningsSummary } }>(
        page,
        `/trainer/earnings?period=${period}`,
      );
      const money = earnings.summary;
      summaries.push(money);
      expect(money.avgPerSession).toBe(
        money.sessions > 0 ? Math.round(money.paid / money.sessions) : 0,
      );
      const figures = page.getByRole('region', { name: 'Earnings figures' });
      await figures.getByText(formatRupees(money.total), { exact: true }).first().waitFor();
      expect(await figure(figures, 'Sessions Completed')).toBe(
        `Sessions Completed ${money.sessions} Both confirmed`,
      );
      expect(await figure(figures, 'Avg per Completed Session')).toBe(
        `Avg per Completed Session ${money.sessions > 0 ? formatRupees(money.avgPerSession) : '–'} What clients paid`,
      );
    }
    expect(summaries.some((money) => money.sessions > 0)).toBe(true);
    expect(summaries.some((money) => money.sessions === 0 && money.pending > 0)).toBe(true);
    await page.getByRole('table', { name: 'Recent Transactions' }).waitFor();
    // Whole rupees, or rupees and both digits of paise: never "₹52.5".
    expect(await page.getByRole('main').textContent()).not.toMatch(/₹[\d,]+\.\d(?!\d)/);
    await page.screenshot({ path: `${SHOTS}/dashboard-figures-desktop.png` });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lets the trainer choose at most 10 reviews, which the public profile shows', async () => {
    const { page, context, consoleErrors } = await newPage(suite.browser, { viewport: 'desktop' });
    await signIn(page, TRAINER, '/trainer-dashboard/sessions');
    await heading(page, 'Sessions').waitFor();
    expect(await page.title()).toBe('Sessions · Trainer Dashboard | Kasrat');
    const nav = page.getByRole('navigation', { name: 'Trainer dashboard' });
    await nav
      .getByRole('link', { name: 'Sessions' })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();

    const { data: me } = await api<{ data: { trainerId: string } }>(page, '/auth/profile');
    // Every page of the history: reviews already on the profile may sit in older pages.
    type HistoryPage = {
      sessions: TrainerSession[];
      selectedFeedback: string[];
      nextCursor: string | null;
    };
    const pages: HistoryPage[] = [];
    for (let before: string | null = ''; before !== null; ) {
      const query: string = before ? `&before=${encodeURIComponent(before)}` : '';
      const { data }: { data: HistoryPage } = await api<{ data: HistoryPage }>(
        page,
        `/trainer/sessions/history?limit=20${query}`,
      );
      pages.push(data);
      before = data.nextCursor;
    }
    const history = {
      selectedFeedback: pages[0]!.selectedFeedback,
      sessions: pages.flatMap((one) => one.sessions),
    };
    const reviewed = history.sessions.filter((session) => session.rating > 0);
    expect(reviewed.length).toBeGreaterThan(MAX_PROFILE_FEEDBACK);
    const counts = page.getByRole('region', { name: 'Session counts' });
    await counts.getByText(`${history.selectedFeedback.length}/10`).waitFor();

    await page.getByRole('button', { name: 'Choose reviews for your profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reviews on your profile' });
    await dialog.waitFor();
    const older = dialog.getByRole('button', { name: 'Load older sessions' });
    const boxes = dialog.getByRole('checkbox');
    await expect
      .poll(async () => {
        if ((await older.count()) > 0) await older.click();
        return boxes.count();
      })
      .toBe(reviewed.length);
    await older.waitFor({ state: 'detached' });
    // tick until the eleventh is refused, with the spec's message
    for (let index = 0; index < reviewed.length; index += 1) {
      const box = boxes.nth(index);
      if (await box.isChecked()) continue;
      await box.click();
      if ((await dialog.getByText('10/10 selected').count()) === 1 && !(await box.isChecked())) {
        break;
      }
    }
    await dialog
      .getByRole('alert')
      .filter({ hasText: DASHBOARD_MESSAGES.tooManyFeedback })
      .waitFor();
    await dialog.getByText('10/10 selected').waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-feedback-desktop.png` });

    // keep one review that was not on the profile before, and save
    const chosen = reviewed.find(
      (session) => !history.selectedFeedback.includes(session.id) && session.review,
    )!;
    for (let index = 0; index < reviewed.length; index += 1) {
      const box = boxes.nth(index);
      const wanted = reviewed[index]!.id === chosen.id;
      if ((await box.isChecked()) !== wanted) await box.click();
    }
    await dialog.getByText('1/10 selected').waitFor();
    await dialog.getByRole('button', { name: 'Save selection' }).click();
    await page.getByText(DASHBOARD_MESSAGES.feedbackSaved).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await counts.getByText('1/10').waitFor();

    const selected = (await (
      await fetch(url(`/api/trainers/${me.trainerId}/selected-feedback`))
    ).json()) as { data: TrainerReview[] };
    expect(selected.data.map((review) => review.bookingId)).toEqual([chosen.id]);
    await page.goto(url(`/trainer/${me.trainerId}`));
    const reviews = page.getByRole('region', { name: 'What Clients Say' });
    await reviews.getByText(chosen.review!.slice(0, 40)).first().waitFor();
    // The page arrives rendered by the server; the signed-in shell settles after hydration.
    await page.waitForLoadState('networkidle');
    await reviews.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-feedback-profile.png` });

    // every other tab on the desktop, by the side menu
    await page.goto(url('/trainer-dashboard'));
    for (const [label, title] of [
      ['Clients', 'Clients'],
      ['Earnings', 'Earnings'],
      ['Availability', 'Availability Settings'],
      ['KYC', 'Identity Verification (KYC)'],
      ['T&C', 'Terms & Conditions'],
      ['Overview', 'Overview'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await heading(page, title).waitFor();
      expect(await page.title()).toBe(`${title} · Trainer Dashboard | Kasrat`);
    }
    await nav.getByRole('link', { name: 'Earnings' }).click();
    await page.getByRole('table', { name: 'Recent Transactions' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-earnings-desktop.png`, fullPage: true });
    await nav.getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('table', { name: 'Your clients' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-clients-desktop.png`, fullPage: true });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('refunds the client in full when the trainer cancels, and invites a client to train', async () => {
    const trainer = await newPage(suite.browser, { viewport: 'desktop' });
    const { page } = trainer;
    await signIn(page, TRAINER, '/trainer-dashboard/sessions');
    const { data: upcoming } = await api<{ data: TrainerSession[] }>(
      page,
      '/trainer/sessions/upcoming',
    );
    const booking = upcoming.find((session) => session.client.email === CLIENT);
    if (!booking) throw new Error('the demo client has no upcoming session with the demo trainer');
    expect(booking.paymentStatus).toBe('paid');

    const item = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: booking.client.name }),
      hasText: booking.timeSlot,
    });
    await item.getByRole('button', { name: 'Cancel session' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
    await dialog.getByText(`gets a full refund of`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog
      .getByLabel('Reason for cancelling')
      .fill('I am unwell and cannot train this week.');
    await page.screenshot({ path: `${SHOTS}/dashboard-cancel-desktop.png` });
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The trainer hears their own side: the client's refund, not "your refund".
    await page
      .getByText(BOOKING_MESSAGES.sessionCancelledClientRefunded(booking.client.name))
      .waitFor();
    expect(await page.getByText(BOOKING_MESSAGES.bookingCancelledWithRefund).count()).toBe(0);
    const counts = page.getByRole('region', { name: 'Session counts' });
    await counts.getByText('1 by you').waitFor();
    await page.getByRole('tab', { name: 'Session History' }).click();
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: booking.client.name }) })
      .getByText('Cancelled by you')
      .first()
      .waitFor();
    expect(trainer.consoleErrors).toEqual([]);

    const client = await newPage(suite.browser, { viewport: 'mobile' });
    await signIn(client.page, CLIENT, '/profile/sessions');
    await client.page.getByRole('tab', { name: /Past/ }).click();
    const card = client.page
      .locator('article')
      .filter({ hasText: booking.trainer.name })
      .filter({ hasText: 'Cancelled' })
      .first();
    await expect
      .poll(
        async () => {
          const { data } = await api<{ data: TrainerSession[] }>(client.page, '/bookings');
          return data.find((row) => row.id === booking.id)?.paymentStatus;
        },
        { timeout: 20_000 },
      )
      .toBe('refunded');
    await client.page.reload();
    await client.page.getByRole('tab', { name: /Past/ }).click();
    await card.getByText('Refunded').waitFor();
    await client.page.screenshot({
      path: `${SHOTS}/dashboard-client-refunded.png`,
      fullPage: true,
    });

    // a client at the dashboard is invited to become a trainer, not shown an empty screen
    await client.page.goto(url('/trainer-dashboard'));
    await client.page
      .getByRole('heading', { name: 'The trainer dashboard is for trainers' })
      .waitFor();
    await client.page.getByRole('button', { name: 'Become a Trainer' }).click();
    await client.page.getByRole('dialog', { name: 'Trainer Terms & Conditions' }).waitFor();
    expect(client.consoleErrors).toEqual([]);
    await Promise.all([trainer.context.close(), client.context.close()]);
  });
});
