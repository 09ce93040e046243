import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GSTIN_HINT, KYC_DOCUMENT_LABELS, KYC_DOCUMENTS, KYC_MESSAGES } from '#shared/kyc.ts';
import { gstinCheckCharacter } from '#shared/tax/gstin.ts';
import { accessibilityViolations } from './support/accessibility';
import { newPage } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';
import { newTrainer } from './support/new-trainer';
import { signInAt } from './support/sign-in';

// A server of its own, so the approval below does not change the demo data other journeys
// read; its clock stands at Monday 2 March 2026, 10:00 AM IST.
const START = new Date('2026-03-02T04:30:00.000Z');
const PASSWORD = 'Correct-Horse-42';
const ADMIN_PASSWORD = 'KasratDemo#2026';
/** Kiran's GSTIN: Maharashtra (27), the PAN, "1Z" and the check character. */
const GSTIN = `27ABCPD1234K1Z${gstinCheckCharacter('27ABCPD1234K1Z')}`;
const suite = clockedSuite(START);

const cardPicture = (shade: number) =>
  sharp({
    create: { width: 900, height: 560, channels: 3, background: { r: shade, g: 200, b: 180 } },
  })
    .png()
    .toBuffer();

const signIn = (page: Page, email: string, password: string, returnTo: string) =>
  signInAt(page, suite.server.baseUrl, { email, password }, returnTo);

/** Scrolls the page so that `part` starts just below the sticky header, for a screenshot. */
async function scrollBelowHeader(page: Page, part: Locator) {
  await part.scrollIntoViewIfNeeded();
  const box = await part.boundingBox();
  await page.evaluate(`window.scrollBy(0, ${Math.round((box?.y ?? 0) - 120)})`);
}

async function mailsTo(email: string) {
  const response = await fetch(
    `${suite.server.baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`,
  );
  return ((await response.json()) as { data: { subject: string }[] }).data;
}

describe('KYC (docs/product/kyc.md)', () => {
  it('is submitted by a trainer, rejected with a reason, resubmitted, approved and verified', async () => {
    const email = `kiran.${Date.now()}@example.in`;
    await newTrainer(suite.server.baseUrl, {
      email,
      password: PASSWORD,
      firstName: 'Kiran',
      lastName: 'Desai',
    });

    // the trainer, on a phone
    const trainer = await newPage(suite.browser, { viewport: 'mobile' });
    const page = trainer.page;
    await page.clock.setFixedTime(START);
    await signIn(page, email, PASSWORD, '/trainer-dashboard/kyc');
    await page.getByRole('heading', { level: 1, name: 'Identity Verification (KYC)' }).waitFor();
    await page.getByRole('heading', { name: 'Verify your identity' }).waitFor();

    // the shared rule speaks as the trainer types
    const aadhaar = page.getByLabel('Aadhaar number', { exact: true });
    await aadhaar.fill('2345 6789 0125');
    await aadhaar.blur();
    await page.getByText(KYC_MESSAGES.aadhaarChecksum).waitFor();
    expect(await aadhaar.inputValue()).toBe('234567890125');
    await aadhaar.fill('234567890124');
    await page.getByText(KYC_MESSAGES.aadhaarChecksum).waitFor({ state: 'detached' });
    await page.getByLabel('Name as on Aadhaar').fill('Kiran Desai');
    await page.getByLabel('PAN', { exact: true }).fill('abcpd1234k');
    expect(await page.getByLabel('PAN', { exact: true }).inputValue()).toBe('ABCPD1234K');
    await page.getByLabel('Name as on PAN card').fill('Kiran Desai');
    await page.getByLabel('UPI ID').fill('kiran.desai@okicici');

    // the state of the business address, and a GSTIN checked like the other numbers
    await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
    const gstin = page.getByLabel('GSTIN (if registered)');
    await page.getByText(GSTIN_HINT).waitFor();
    await gstin.fill(`${GSTIN.slice(0, 14).toLowerCase()}Q`);
    await gstin.blur();
    await page.getByText(KYC_MESSAGES.gstinFormat).waitFor();
    expect(await gstin.inputValue()).toBe(`${GSTIN.slice(0, 14)}Q`);
    await gstin.fill(GSTIN);
    await page.getByText(KYC_MESSAGES.gstinFormat).waitFor({ state: 'detached' });
    await scrollBelowHeader(page, page.getByRole('group', { name: 'Tax details' }));
    await page.screenshot({ path: `${SHOTS}/kyc-tax-fields-mobile.png` });

    // nothing goes without the documents
    await page.getByRole('button', { name: 'Submit KYC Details' }).click();
    await page.getByText(KYC_MESSAGES.documentRequired.panImage).waitFor();
    await page.screenshot({ path: `${SHOTS}/kyc-form-errors-mobile.png`, fullPage: true });

    for (const [index, document] of KYC_DOCUMENTS.entries()) {
      const label = KYC_DOCUMENT_LABELS[document];
      await page.getByLabel(`Upload ${label}`).setInputFiles({
        name: `${document}.png`,
        mimeType: 'image/png',
        buffer: await cardPicture(120 + index * 40),
      });
      await page.getByRole('img', { name: `${label} as uploaded` }).waitFor();
    }
    await page.getByText(KYC_MESSAGES.documentUploaded).first().waitFor();
    expect(await page.getByText(KYC_MESSAGES.documentRequired.panImage).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Submit KYC Details' }).click();
    await page.getByText(KYC_MESSAGES.submitted).waitFor();
    await page.getByRole('heading', { name: 'Verification in progress' }).waitFor();
    await page.getByText('1-2 business days', { exact: false }).waitFor();
    await page.getByText('XXXX XXXX 0124').waitFor();
    expect(await page.getByRole('button', { name: /Submit KYC Details/ }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/kyc-under-review-mobile.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(trainer.consoleErrors).toEqual([]);

    // the admin, on a desktop, compares the number with the card
    const admin = await newPage(suite.browser, { viewport: 'desktop' });
    const adminPage = admin.page;
    await adminPage.clock.setFixedTime(START);
    await signIn(adminPage, 'admin@kasrat.test', ADMIN_PASSWORD, '/admin');
    await adminPage.getByRole('heading', { name: 'KYC verification' }).waitFor();
    const item = adminPage.getByRole('article', { name: 'Kiran Desai' });
    await item.getByText(email).waitFor();
    await item.getByRole('button', { name: 'Review KYC of Kiran Desai' }).click();
    await item.getByText('XXXX XXXX 0124').waitFor();
    await item.getByText('Maharashtra').waitFor();
    await item.getByText(GSTIN).waitFor();
    await item.getByRole('button', { name: 'View document Aadhaar card (front)' }).click();
    await item.getByText('2345 6789 0124').waitFor();
    const card = item.getByRole('img', { name: 'Aadhaar card (front) of the trainer' });
    await card.waitFor();
    // the picture really arrived through the signed link, not only its alt text
    await expect
      .poll(() =>
        card.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBeGreaterThan(0);
    await item.getByText('Document views (1)').waitFor();
    await adminPage.screenshot({ path: `${SHOTS}/admin-kyc-review-desktop.png`, fullPage: true });
    expect(await accessibilityViolations(adminPage)).toEqual([]);

    // first a rejection, whose reason the trainer reads
    const reason = 'The PAN card photo is too dark to read; please upload a brighter one.';
    await item.getByRole('button', { name: 'Reject' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Reject KYC' });
    await dialog.getByLabel('Reason for rejection').fill(reason);
    await dialog.getByRole('button', { name: 'Send rejection' }).click();
    await adminPage.getByText(KYC_MESSAGES.rejected).waitFor();
    await item.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { name: 'KYC rejected' }).waitFor();
    await page.getByText(reason).waitFor();
    await page.getByText('On file: XXXX XXXX 0124', { exact: false }).waitFor();
    expect(await page.getByLabel('Name as on PAN card').inputValue()).toBe('Kiran Desai');
    await page.screenshot({ path: `${SHOTS}/kyc-rejected-mobile.png`, fullPage: true });
    expect(await page.getByLabel('State').inputValue()).toBe('27');
    expect(await page.getByLabel('GSTIN (if registered)').inputValue()).toBe(GSTIN);

    // the same form on a desktop
    const desk = await newPage(suite.browser, { viewport: 'desktop' });
    await desk.page.clock.setFixedTime(START);
    await signIn(desk.page, email, PASSWORD, '/trainer-dashboard/kyc');
    await scrollBelowHeader(desk.page, desk.page.getByRole('group', { name: 'Tax details' }));
    await desk.page.screenshot({ path: `${SHOTS}/kyc-tax-fields-desktop.png` });
    expect(desk.consoleErrors).toEqual([]);
    await desk.context.close();
    // the numbers are typed again; the Aadhaar sides on file are kept, the PAN card replaced
    await page.getByLabel('Aadhaar number', { exact: true }).fill('234567890124');
    await page.getByLabel('PAN', { exact: true }).fill('ABCPD1234K');
    await page.getByLabel('Replace PAN card').setInputFiles({
      name: 'pan.png',
      mimeType: 'image/png',
      buffer: await cardPicture(230),
    });
    await page.getByRole('img', { name: 'PAN card as uploaded' }).waitFor();
    await page.getByRole('button', { name: 'Resubmit KYC Details' }).click();
    await page.getByText(KYC_MESSAGES.resubmitted).waitFor();
    await page.getByRole('heading', { name: 'Verification in progress' }).waitFor();

    await adminPage.reload();
    await item.getByRole('button', { name: 'Review KYC of Kiran Desai' }).click();
    await item.getByText('Document views (1)').waitFor();
    await item.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByText(KYC_MESSAGES.approved).waitFor();
    await item.waitFor({ state: 'detached' });
    expect(admin.consoleErrors).toEqual([]);
    await admin.context.close();

    // the trainer sees it verified, and was told by mail
    await page.reload();
    await page.getByRole('heading', { name: 'KYC verified' }).waitFor();
    await page.getByText('You can receive payments.').waitFor();
    await page.screenshot({ path: `${SHOTS}/kyc-verified-mobile.png`, fullPage: true });

    // verified, the trainer changes the tax details alone: here, no longer GST-registered
    const taxCard = page.getByRole('region', { name: 'Tax details' });
    await taxCard.getByText(GSTIN).waitFor();
    await taxCard.getByRole('button', { name: 'Edit tax details' }).click();
    await taxCard.getByLabel('GSTIN (if registered)').fill('');
    await taxCard.getByRole('button', { name: 'Save tax details' }).click();
    await page.getByText(KYC_MESSAGES.taxDetailsSaved).waitFor();
    await taxCard.getByText('Not registered').waitFor();
    await page.getByRole('heading', { name: 'KYC verified' }).waitFor();
    await taxCard.screenshot({ path: `${SHOTS}/kyc-tax-details-mobile.png` });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      'Your KYC is verified',
      'Your KYC needs changes',
    ]);
    expect(trainer.consoleErrors).toEqual([]);
    await trainer.context.close();
  });
});
