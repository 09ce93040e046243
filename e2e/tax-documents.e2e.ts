import { readFileSync } from 'node:fs';
import type { Download, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TrainerCard } from '#shared/discovery-types.ts';
import { formatRupees } from '#shared/money.ts';
import type { TrainerPayout } from '#shared/payouts.ts';
import type { PayoutStatementView } from '#shared/tax/tax-document-view.ts';
import { accessibilityViolations } from './support/accessibility';
import { newPage, type ViewportName } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';
import { pageApi, signInAt } from './support/sign-in';

// A server of its own whose clock stands at Monday 2 March 2026, 10:00 AM IST (financial year
// 2025-26); the demo data is laid out around it and the browser's clock follows it.
const START = new Date('2026-03-02T04:30:00.000Z');
const TOMORROW = '2026-03-03';
const PASSWORD = 'KasratDemo#2026';
const CLIENT = 'client@kasrat.test';
const TRAINER = 'trainer@kasrat.test';

const suite = clockedSuite(START);
const url = (path: string) => `${suite.server.baseUrl}${path}`;

async function signedIn(viewport: ViewportName, email: string, returnTo: string) {
  const opened = await newPage(suite.browser, { viewport });
  await opened.page.clock.setFixedTime(START);
  await signInAt(opened.page, suite.server.baseUrl, { email, password: PASSWORD }, returnTo);
  return opened;
}

async function call<T>(token: string, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await fetch(url(`/api${path}`), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && { 'content-type': 'application/json' }),
    },
    ...(body && { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

/**
 * A fresh online session tomorrow with a Mumbai demo trainer, booked and paid in the sandbox by
 * the signed-in client, as the payment page would.
 */
async function paidSession(page: Page): Promise<{ trainer: TrainerCard; bookingId: string }> {
  const token = (await page.evaluate("localStorage.getItem('kasrat.token')")) as string;
  const nearby = await fetch(
    url('/api/trainers/nearby?latitude=19.076&longitude=72.8777&radius=50&limit=50'),
  );
  const trainers = ((await nearby.json()) as { data: TrainerCard[] }).data.filter(
    (trainer) => trainer.services.online.enabled && !trainer.bookingfull,
  );
  for (const trainer of trainers) {
    const slots = await call<{ availableSlots: string[] }>(
      token,
      'GET',
      `/bookings/available-slots?trainerId=${trainer.id}&date=${TOMORROW}`,
    );
    const [timeSlot] = slots.availableSlots;
    if (!timeSlot) continue;
    const held = await call<{ id: string }>(token, 'POST', '/bookings', {
      trainerId: trainer.id,
      service: 'online',
      date: TOMORROW,
      timeSlot,
      location: 'online',
    });
    const order = await call<{ orderId: string }>(token, 'POST', '/payment/create-order', {
      bookingId: held.id,
    });
    const payment = await call<object>(token, 'POST', '/payment/sandbox/complete', {
      orderId: order.orderId,
      outcome: 'success',
      method: 'upi',
    });
    await call(token, 'POST', '/payment/verify', { bookingId: held.id, ...payment });
    return { trainer, bookingId: held.id };
  }
  throw new Error(`no Mumbai demo trainer with a free online slot on ${TOMORROW}`);
}

/** Clicks a download button; the API's answer and the file the browser saved. */
async function download(page: Page, click: () => Promise<void>) {
  const [response, file] = await Promise.all([
    page.waitForResponse((answer) => /\/api\/.+(\/pdf|\.pdf)(\?|$)/.test(answer.url())),
    page.waitForEvent('download'),
    click(),
  ]);
  return { response: response as Response, file: file as Download };
}

async function expectPdf({ response, file }: { response: Response; file: Download }) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const saved = readFileSync(await file.path());
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
}

describe('tax documents', () => {
  it('gives the client an Invoice to download on a paid session, and a Tax documents list', async () => {
    const { page, context, consoleErrors } = await signedIn('mobile', CLIENT, '/profile/sessions');
    const { trainer } = await paidSession(page);
    await page.reload();

    const card = page.locator('article', { hasText: trainer.name }).filter({ hasText: 'Paid' });
    await card
      .first()
      .getByRole('button', { name: /^Invoice / })
      .waitFor();
    await card.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/tax-invoice-on-session-390.png` });
    const invoice = await download(page, () =>
      card
        .first()
        .getByRole('button', { name: /^Invoice / })
        .click(),
    );
    await expectPdf(invoice);
    expect(invoice.file.suggestedFilename()).toMatch(/^T\w{4}-2526-\d{5}\.pdf$/);

    const documents = page.getByRole('region', { name: 'Tax documents' });
    await documents.getByText(trainer.name, { exact: false }).first().waitFor();
    await documents.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/tax-documents-client-390.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();

    const desktop = await signedIn('desktop', CLIENT, '/profile/sessions');
    await desktop.page
      .getByRole('button', { name: /^Invoice / })
      .first()
      .waitFor();
    await desktop.page
      .getByRole('region', { name: 'Tax documents' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await desktop.page.screenshot({
      path: `${SHOTS}/tax-documents-client-1280.png`,
      fullPage: true,
    });
    expect(desktop.consoleErrors).toEqual([]);
    await desktop.context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the trainer a payout's statement with its TDS line, and the TDS statement (${viewport})`, async () => {
      const { page, context, consoleErrors } = await signedIn(
        viewport,
        TRAINER,
        '/trainer-dashboard/earnings',
      );
      const { data: payouts } = await pageApi<{ data: TrainerPayout[] }>(
        page,
        suite.server.baseUrl,
        '/trainer/payouts',
      );
      const latest = payouts[0];
      if (!latest) throw new Error('the demo trainer has no payout');

      await page
        .getByRole('button', { name: /^Statement for / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Payout statement' });
      await dialog.getByRole('rowheader', { name: /^TDS, section 194-O/ }).waitFor();
      expect(new URL(page.url()).searchParams.get('statement')).toBe(latest.id);
      const figures = dialog.getByRole('table', { name: 'What you earned and what was withheld' });
      expect(await figures.getByRole('rowheader').allTextContents()).toEqual([
        `Gross for ${latest.sessionCount} session${latest.sessionCount === 1 ? '' : 's'}`,
        'Commission (GST included)',
        'GST on the commission (within it)',
        'TCS, CGST Act section 52',
        expect.stringMatching(/^TDS, section 194-O( at [\d.]+%| \(exempt, section 194-O\(4\)\))?$/),
        'Net paid to you',
      ]);
      const { data: statement } = await pageApi<{ data: PayoutStatementView }>(
        page,
        suite.server.baseUrl,
        `/trainer/payouts/${latest.id}/statement`,
      );
      const tdsLine = await figures.getByRole('row', { name: /^TDS/ }).textContent();
      expect(tdsLine?.endsWith(formatRupees(statement.tdsPaise))).toBe(true);
      const netLine = await figures.getByRole('row', { name: /^Net paid/ }).textContent();
      expect(netLine).toBe(`Net paid to you${formatRupees(latest.netPaise)}`);
      const width = viewport === 'desktop' ? 1280 : 390;
      await page.screenshot({ path: `${SHOTS}/payout-statement-${width}.png` });
      expect(await accessibilityViolations(page)).toEqual([]);
      await expectPdf(
        await download(page, () => dialog.getByRole('button', { name: 'Download PDF' }).click()),
      );
      await page.keyboard.press('Escape');
      // The address follows the dialog's closing, not the key press itself: under load, a moment later.
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => new URL(page.url()).searchParams.get('statement')).toBeNull();

      const tds = page.getByRole('region', { name: 'TDS statement' });
      await tds.getByRole('rowheader', { name: /^Q4/ }).waitFor();
      expect(await tds.getByRole('combobox', { name: 'Financial year' }).inputValue()).toBe(
        '2025-26',
      );
      await tds.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/tds-statement-${width}.png` });
      await expectPdf(
        await download(page, () =>
          tds.getByRole('button', { name: /^Download PDF of the TDS statement/ }).click(),
        ),
      );
      await page.screenshot({ path: `${SHOTS}/earnings-documents-${width}.png`, fullPage: true });
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
