import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountDeletion,
  DELETION_GRACE_DAYS,
  DELETION_MESSAGES,
} from '#shared/account-deletion-api.ts';
import { textOf } from '#shared/catalogue.ts';
import { DATA_EXPORT_REQUESTS_PER_DAY } from '#shared/data-export-api.ts';
import type { ConsentState } from '#shared/privacy.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-messages.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { ConsentsSection } from './consents-section';
import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';
import NoticeChangedDialog from './notice-changed-dialog';
import { PrivacyNotice } from './privacy-notice';
import { privacySettingsText } from './privacy-settings.text';

const inHindi = (ui: ReactElement) =>
  renderWithProviders(<LocaleContext.Provider value="hi">{ui}</LocaleContext.Provider>);

/** Kasrat's words only: the names of the services and companies it names are written as they are. */
const OWN_NAMES =
  /Kasrat|Razorpay|Zoom|Jitsi Meet|OpenStreetMap|WhatsApp|Meta|zip|Former client|Deleted user|Priya Raman|grievance@kasrat\.test/g;

beforeAll(async () => {
  await loadLocale('hi');
  // as the signed-in guard does before these screens
  await loadSignedInTexts();
});

describe('the privacy notice in Hindi (docs/product/languages.md)', () => {
  it('says the whole notice in Hindi, in the Act’s terms, with its links', async () => {
    stubApi({
      'GET /privacy/notice': {
        body: {
          success: true,
          data: {
            version: PRIVACY_NOTICE_VERSION,
            grievanceOfficer: { name: 'Priya Raman', email: 'grievance@kasrat.test' },
          },
        },
      },
    });
    inHindi(<PrivacyNotice />);

    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी नोटिस' })).toBeTruthy();
    expect(screen.getByText(`वर्ज़न ${PRIVACY_NOTICE_VERSION}, 26 नवंबर 2026 से लागू।`)).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'हम क्या जानकारी लेते हैं, और क्यों',
      'हम जानकारी कितने समय तक रखते हैं',
      'यह जानकारी किसे मिलती है',
      'आपके अधिकार, और उनका इस्तेमाल कैसे करें',
      'शिकायत अधिकारी',
    ]);
    expect(screen.getByText(/डिजिटल वैयक्तिक डेटा संरक्षण अधिनियम, 2023/)).toBeTruthy();
    expect(screen.getByText(/भारतीय डेटा संरक्षण बोर्ड/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल → प्राइवेसी' }).getAttribute('href')).toBe(
      '/profile/privacy',
    );
    expect(await screen.findByRole('link', { name: 'grievance@kasrat.test' })).toBeTruthy();

    const article = screen.getByRole('article');
    expect(article.textContent?.replace(OWN_NAMES, '')).not.toMatch(/[A-Za-z]{2,}/);
    await expectNoAxeViolations();
  });
});

describe('the privacy notice in English', () => {
  it('reads as it did', () => {
    stubApi({ 'GET /privacy/notice': { status: 500, body: { success: false, message: 'down' } } });
    renderWithProviders(<PrivacyNotice />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeTruthy();
    expect(
      screen.getByText(`Version ${PRIVACY_NOTICE_VERSION}, in effect from 26 November 2026.`),
    ).toBeTruthy();
    expect(screen.getByText(/Digital Personal Data Protection Act, 2023/)).toBeTruthy();
    const razorpay = screen.getByText('Razorpay, the payment gateway').closest('li');
    expect(razorpay?.textContent).toBe(
      'Razorpay, the payment gateway: your name, e-mail, phone and the amount, to take a payment or make a refund; a trainer’s bank details for payouts.',
    );
    const correction = screen.getByText('Correction').closest('li');
    expect(correction?.textContent).toBe('Correction: change your details on your profile.');
  });
});

describe('Profile → Privacy in Hindi', () => {
  it('names each consent and its history in Hindi, on the IST clock', async () => {
    const consents: ConsentState = {
      history: [
        {
          id: 'c2',
          purpose: 'marketing',
          noticeVersion: PRIVACY_NOTICE_VERSION,
          givenAt: '2026-11-05T04:30:00.000Z',
          withdrawnAt: '2026-11-21T12:30:00.000Z',
        },
        {
          id: 'c1',
          purpose: 'notice',
          noticeVersion: PRIVACY_NOTICE_VERSION,
          givenAt: '2026-11-05T04:30:00.000Z',
          withdrawnAt: null,
        },
      ],
      current: { analytics: false, marketing: false },
      agreedNoticeVersion: PRIVACY_NOTICE_VERSION,
      currentNoticeVersion: PRIVACY_NOTICE_VERSION,
      noticeOutdated: false,
    };
    stubApi({ 'GET /privacy/consents': { body: { success: true, data: consents } } });
    inHindi(<ConsentsSection />);

    expect(await screen.findByRole('switch', { name: 'इस्तेमाल के आँकड़े' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'ऑफ़र और खबरें ईमेल पर' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपकी सहमति' })).toBeTruthy();
    const history = screen.getByRole('list');
    expect(within(history).getByText('प्राइवेसी नोटिस')).toBeTruthy();
    expect(within(history).getAllByText('दी गई: 5 नव॰ 2026, सुबह 10:00')).toHaveLength(2);
    expect(within(history).getByText('वापस ली गई: 21 नव॰ 2026, शाम 6:00')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('offers a new copy of the data in Hindi, with the earlier requests', async () => {
    const copy = (id: string, status: 'expired' | 'failed', requestedAt: string) => ({
      id,
      status,
      requestedAt,
      readyAt: null,
      expiresAt: null,
      downloadedAt: null,
      sizeBytes: null,
      downloadUrl: null,
    });
    stubApi({
      'GET /privacy/exports': {
        body: {
          success: true,
          data: [
            copy('e2', 'expired', '2026-11-20T04:30:00.000Z'),
            copy('e1', 'failed', '2026-11-03T04:30:00.000Z'),
          ],
        },
      },
    });
    inHindi(<DownloadDataSection />);
    expect(await screen.findByRole('heading', { name: 'मेरा डेटा डाउनलोड करें' })).toBeTruthy();
    expect(
      await screen.findByText('आपकी पिछली कॉपी की मियाद ख़त्म हो गई और उसे डिलीट कर दिया गया।'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नई कॉपी माँगें' })).toBeTruthy();
    expect(screen.getByText('पहले की रिक्वेस्ट')).toBeTruthy();
    expect(screen.getByText('मंगल, 3 नव॰, सुबह 10:00: नहीं बन सकी')).toBeTruthy();
  });

  it('explains deleting the account in Hindi and reads the server’s refusal back in Hindi', async () => {
    const scheduled: AccountDeletion = {
      id: 'deletion-1',
      confirmedBy: 'password',
      requestedAt: '2026-03-02T04:30:00.000Z',
      dueAt: '2026-03-09T04:30:00.000Z',
    };
    stubApi({
      'GET /privacy/deletion': {
        body: { success: true, data: { deletion: null, cancelledAt: null } },
      },
      'POST /privacy/deletion': {
        status: 400,
        body: {
          success: false,
          message: DELETION_MESSAGES.passwordWrong,
          errors: { password: DELETION_MESSAGES.passwordWrong },
        },
      },
    });
    const { user } = inHindi(<DeleteAccountSection />);
    expect(await screen.findByText(/आपके कहने के 7 दिन बाद आपका अकाउंट डिलीट होता है/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपना अकाउंट डिलीट करें?' });
    await user.type(within(dialog).getByLabelText('पासवर्ड'), 'Not-The-Password-1');
    await user.click(within(dialog).getByRole('button', { name: '7 दिन में डिलीट करें' }));
    expect(await within(dialog).findByText('यह पासवर्ड सही नहीं है')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeTruthy();

    expect(textOf(privacySettingsText, 'hi').deletion.day(new Date(scheduled.dueAt))).toBe(
      'सोम, 9 मार्च 2026',
    );
  });

  it('writes out the same limits the rules keep', () => {
    const hi = textOf(privacySettingsText, 'hi');
    expect(hi.download.tooManyRequests).toContain(`${DATA_EXPORT_REQUESTS_PER_DAY} बार`);
    expect(hi.deletion.explanation).toContain(`${DELETION_GRACE_DAYS} दिन`);
  });

  it('asks about a new notice in Hindi', () => {
    stubApi({});
    inHindi(<NoticeChangedDialog />);
    const dialog = screen.getByRole('dialog', { name: 'हमारा प्राइवेसी नोटिस बदल गया है' });
    expect(within(dialog).getByText(/^26 नवंबर 2026 का प्राइवेसी नोटिस/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'मैं सहमत हूँ, आगे बढ़ें' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'पूरा नोटिस पढ़ें' })).toBeTruthy();
  });
});
