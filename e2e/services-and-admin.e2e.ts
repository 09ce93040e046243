import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { PAYOUT_MESSAGES } from '#shared/payouts.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { accessibilityViolations } from './support/accessibility';
import { newPage } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';
import { signInAt } from './support/sign-in';

// A server of its own, so the approval below does not change the demo data other journeys
// read; its clock stands at Monday 2 March 2026, 10:00 AM IST, the submitted time shown.
const START = new Date('2026-03-02T04:30:00.000Z');
const PASSWORD = 'KasratDemo#2026';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const NARROW_PHONE = { width: 390, height: 844 };
const WIDE_DESKTOP = { width: 1366, height: 900 };

const suite = clockedSuite(START);

const signIn = (page: Page, email: string, returnTo: string) =>
  signInAt(page, suite.server.baseUrl, { email, password: PASSWORD }, returnTo);

async function publicServices(trainerId: string) {
  const response = await fetch(`${suite.server.baseUrl}/api/trainers/${trainerId}`);
  return ((await response.json()) as { data: TrainerProfile }).data.services;
}

describe('services management and portfolio approval (docs/product/trainer-portfolio.md)', () => {
  it('publishes the demo trainer’s new prices once the demo admin approves them', async () => {
    // the trainer, on a phone
    const trainer = await newPage(suite.browser, { viewport: 'mobile' });
    const page = trainer.page;
    await page.setViewportSize(PHONE);
    await page.clock.setFixedTime(START);
    await signIn(page, 'trainer@kasrat.test', '/services-management');
    await page.getByRole('heading', { name: 'Services Management' }).waitFor();

    const token = await page.evaluate<string | null>("localStorage.getItem('kasrat.token')");
    const account = (await (
      await fetch(`${suite.server.baseUrl}/api/auth/profile`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { trainerId: string } };
    const trainerId = account.data.trainerId;
    const before = await publicServices(trainerId);
    expect(before.online.price).not.toBe(1250);

    const personal = page.getByLabel('1-to-1 Sessions', { exact: true });
    const personalPrice = page.getByLabel('1-to-1 Sessions price (₹)', { exact: true });
    expect(await personal.isChecked()).toBe(true);
    await personalPrice.fill('40');
    const tooLow = page.getByText(PORTFOLIO_MESSAGES.priceTooLow);
    await tooLow.waitFor();
    await page.getByRole('region', { name: 'Portfolio status' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/services-price-too-low-mobile.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await personalPrice.fill('1800');
    await tooLow.waitFor({ state: 'detached' });
    // a second, real change, so the approval visibly publishes something
    await page.getByLabel('Online Sessions price (₹)', { exact: true }).fill('1250');
    await page.getByRole('button', { name: 'Save Services' }).click();
    await page.getByText(PORTFOLIO_MESSAGES.servicesSaved).waitFor();
    await page.getByText('Under Review', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/services-saved-mobile.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/services-desktop.png`, fullPage: true });

    // the public profile keeps the approved prices until an admin approves the change
    expect((await publicServices(trainerId)).online.price).toBe(before.online.price);
    expect(trainer.consoleErrors).toEqual([]);
    await trainer.context.close();

    // the admin, on a desktop
    const admin = await newPage(suite.browser, { viewport: 'desktop' });
    const adminPage = admin.page;
    await adminPage.clock.setFixedTime(START);
    await signIn(adminPage, 'admin@kasrat.test', '/admin');
    await adminPage.getByRole('heading', { name: 'Admin Console' }).waitFor();
    const item = adminPage.getByRole('article', { name: 'Arjun Mehta' });
    await item.getByText('trainer@kasrat.test').waitFor();
    await item.getByText('2 Mar 2026, 10:00 am IST').waitFor();
    await item.getByText('₹1,800/session').waitFor();
    await item.getByText('₹1,250/session').waitFor();
    await adminPage.screenshot({ path: `${SHOTS}/admin-queue-desktop.png`, fullPage: true });
    expect(await accessibilityViolations(adminPage)).toEqual([]);

    // a rejection needs a reason: the server's message shows in the dialog
    await adminPage.setViewportSize(PHONE);
    await adminPage.screenshot({ path: `${SHOTS}/admin-queue-mobile.png`, fullPage: true });
    await item.getByRole('button', { name: 'Reject' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Reject portfolio' });
    await dialog.getByLabel('Reason for rejection').waitFor();
    await adminPage.getByRole('button', { name: 'Send rejection' }).click();
    await dialog.getByText(PORTFOLIO_MESSAGES.reasonRequired).waitFor();
    await adminPage.screenshot({ path: `${SHOTS}/admin-reject-dialog-mobile.png` });
    await adminPage.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await adminPage.setViewportSize(DESKTOP);
    await item.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByText(PORTFOLIO_MESSAGES.approved).waitFor();
    await adminPage.getByText('No portfolios awaiting review').waitFor();
    await adminPage.screenshot({ path: `${SHOTS}/admin-queue-empty-desktop.png`, fullPage: true });

    const after = await publicServices(trainerId);
    expect(after.personal.price).toBe(1800);
    expect(after.online.price).toBe(1250);
    // the browser logs the one refusal asked for above, and nothing else
    expect(admin.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await admin.context.close();
  });

  it('lets the admin fail a payout with the reason, send it again, and see that no delivery gave up', async () => {
    const admin = await newPage(suite.browser, { viewport: 'mobile' });
    const page = admin.page;
    await page.setViewportSize(NARROW_PHONE);
    await page.clock.setFixedTime(START);
    await signIn(page, 'admin@kasrat.test', '/admin');
    const payouts = page.getByRole('region', { name: 'Payouts' });
    // the first pending payout of the latest week, found again by its trainer's name
    const firstPending = payouts.getByRole('row').filter({ hasText: 'Pending' }).first();
    const trainerName = ((await firstPending.getByRole('rowheader').textContent()) ?? '').trim();
    const row = payouts.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: trainerName, exact: true }),
    });
    await row.getByRole('button', { name: 'Mark failed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark payout as failed' });
    await dialog.getByLabel('Reason').fill('no');
    await dialog.getByRole('button', { name: 'Mark as failed' }).click();
    await dialog.getByText(PAYOUT_MESSAGES.failReasonInvalid).waitFor();
    await dialog.getByLabel('Reason').fill('The bank account on the KYC is closed');
    await page.screenshot({ path: `${SHOTS}/admin-payout-fail-dialog-390.png` });
    await dialog.getByRole('button', { name: 'Mark as failed' }).click();
    await page.getByText(PAYOUT_MESSAGES.markedFailed).waitFor();
    await row.getByText('The bank account on the KYC is closed').waitFor();
    await row.getByRole('button', { name: 'Retry' }).waitFor();

    const deliveries = page.getByRole('region', { name: 'Deliveries that gave up' });
    await deliveries.getByText('Nothing has given up').waitFor();
    await payouts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/admin-payouts-failed-390.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.setViewportSize(WIDE_DESKTOP);
    await row.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(PAYOUT_MESSAGES.retried).waitFor();
    await row.getByRole('button', { name: 'Settle' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-payouts-1366.png`, fullPage: true });
    // the one refusal asked for above, and nothing else
    expect(admin.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await admin.context.close();
  });

  it('tells a client that both screens are not theirs', async () => {
    const { page, context, consoleErrors } = await newPage(suite.browser, { viewport: 'mobile' });
    await page.setViewportSize(PHONE);
    await signIn(page, 'client@kasrat.test', '/services-management');
    // what the page is for and how to get it, rather than a permission error
    await page.getByRole('heading', { name: 'Services Management is for trainers' }).waitFor();
    await page.getByRole('button', { name: 'Become a Trainer' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save Services' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/services-client-mobile.png` });

    await page.goto(`${suite.server.baseUrl}/admin`);
    await page.getByRole('alert').filter({ hasText: MESSAGES.forbidden }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
