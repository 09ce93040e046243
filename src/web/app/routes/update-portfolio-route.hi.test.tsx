import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Portfolio } from '#shared/portfolio.ts';
import type { TrainerPortfolio } from '#shared/portfolio-api.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { samplePortfolio } from '#shared/portfolio-sample.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { type StubReply, stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import UpdatePortfolioRoute from './update-portfolio-route';

function saved(portfolio: Portfolio): TrainerPortfolio {
  return {
    ...portfolio,
    id: 'trainer-1',
    _id: 'trainer-1',
    portfolioStatus: 'approved',
    rejectionReason: null,
    published: true,
    submittedAt: null,
    rating: 4.8,
    reviewCount: 12,
  };
}

async function openHindiEditor(portfolio: Portfolio, save?: StubReply) {
  const api = stubApi({
    'GET /trainer/profile-data': {
      body: {
        data: {
          user: { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in' },
          trainer: saved(portfolio),
        },
      },
    },
    ...(save ? { 'PUT /trainer/portfolio': save } : {}),
  });
  const view = renderWithProviders(
    <LocaleContext.Provider value="hi">
      <UpdatePortfolioRoute />
    </LocaleContext.Provider>,
    { route: '/update-portfolio' },
  );
  const saveButton = await screen.findByRole('button', { name: 'बदलाव सेव करें' });
  const tab = (label: string) =>
    screen.getByRole('tab', {
      name: (name) => name === label || name === `${label}, इसमें गलतियाँ हैं`,
    });
  const panel = () => screen.getByRole('tabpanel');
  const messageOf = (control: HTMLElement) =>
    control.getAttribute('aria-invalid') === 'true'
      ? (document.getElementById(control.getAttribute('aria-describedby')!)?.textContent ?? null)
      : null;
  return { ...view, api, saveButton, tab, panel, messageOf };
}

describe('the portfolio editor in Hindi', () => {
  // the Hindi a Hindi page has, and what the signed-in guard loads before these screens
  beforeAll(async () => {
    await loadLocale('hi');
    await loadSignedInTexts();
  });
  beforeEach(() => fixClock('2026-03-02T04:30:00.000Z'));

  it('names its tabs, status, completion and fields in Hindi; slot times as Hindi says them', async () => {
    await openHindiEditor(samplePortfolio({ phone: '' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('पोर्टफ़ोलियो अपडेट करें');
    expect(screen.getByText('मंज़ूर')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'बुनियादी जानकारी',
      'स्किल और सर्टिफ़िकेशन',
      'फ़ोटो और गैलरी',
      'सर्विस और कीमतें',
      'जिम की जानकारी',
      'संपर्क और सोशल मीडिया',
    ]);
    // the sample has no hero images and, here, no phone
    expect(screen.getByText('चारों फ़ोटो अपलोड करें')).toBeTruthy();
    expect(screen.getByText('फ़ोन नंबर जोड़ें')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'पूरा नाम' })).toBeTruthy();
    const morning = screen.getByRole('checkbox', { name: 'सुबह 7:00' }) as HTMLInputElement;
    expect(morning.checked).toBe(true);
    await expectNoAxeViolations();
  });

  it('tells the shared rules’ problems in Hindi as the trainer types', async () => {
    const { user, messageOf } = await openHindiEditor(samplePortfolio());
    const name = screen.getByRole('textbox', { name: 'पूरा नाम' });
    await user.clear(name);
    expect(messageOf(name)).toBe('नाम लिखना ज़रूरी है');
    await user.type(name, 'M');
    expect(messageOf(name)).toBe('नाम में कम से कम 2 अक्षर होने चाहिए');

    const experience = screen.getByRole('spinbutton', { name: 'अनुभव (साल)' });
    await user.clear(experience);
    await user.type(experience, '51');
    expect(messageOf(experience)).toBe('संख्या ज़्यादा से ज़्यादा 50 हो सकती है');
  });

  it('tells a pin far from the city in Hindi and offers the city near it', async () => {
    const { user } = await openHindiEditor(samplePortfolio());
    const city = screen.getByRole('textbox', { name: 'लोकेशन (शहर)' });
    await user.clear(city);
    await user.type(city, 'Pune');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'आपकी लोकेशन: यह पिन Pune से 124 किमी दूर है। इसे Pune से 50 किमी के अंदर लगाएँ, या शहर बदलें। पिन मुंबई के पास है।',
    );
    // the typed city as the trainer wrote it; the ten cities as Kasrat names them in Hindi
    expect(screen.getByRole('button', { name: 'पिन को पुणे के सेंटर पर ले जाएँ' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'मुंबई चुनें' }));
    // the city field keeps the name the rules and the listing know
    expect((city as HTMLInputElement).value).toBe('Mumbai');
  });

  it('offers the specializations in Hindi and saves the names the listing knows', async () => {
    const portfolio: Portfolio = { ...samplePortfolio(), specializations: ['Weight Training'] };
    const { api, user, tab, panel, saveButton } = await openHindiEditor(portfolio, {
      body: { message: PORTFOLIO_MESSAGES.saved, data: saved(portfolio) },
    });
    await user.click(tab('स्किल और सर्टिफ़िकेशन'));
    expect(within(panel()).getByRole('checkbox', { name: 'वेट ट्रेनिंग', checked: true })).toBeTruthy();
    await user.click(within(panel()).getByRole('checkbox', { name: 'योग और पिलाटेज़' }));
    await user.click(saveButton);
    await screen.findByText('पोर्टफ़ोलियो अपडेट हो गया! एडमिन की मंज़ूरी के बाद बदलाव दिखने लगेंगे।');
    const sent = api.sentTo('PUT /trainer/portfolio').map((request) => request.body);
    expect(sent.map((body) => (body as { specializations: string[] }).specializations)).toEqual([
      ['Weight Training', 'Yoga & Pilates'],
    ]);
  });

  it('on a refused Save, opens the tab, marks it in Hindi and says why in Hindi', async () => {
    const { api, user, tab, panel, saveButton, messageOf } = await openHindiEditor(
      samplePortfolio({ bio: 'Coach.' }),
    );
    await user.click(tab('संपर्क और सोशल मीडिया'));
    await user.click(saveButton);

    expect(tab('बुनियादी जानकारी').getAttribute('aria-label')).toBe('बुनियादी जानकारी, इसमें गलतियाँ हैं');
    const bio = within(panel()).getByRole('textbox', { name: 'बायो' });
    expect(messageOf(bio)).toBe('बायो में कम से कम 50 अक्षर होने चाहिए');
    await screen.findByText('सेव करने से पहले कृपया गलतियाँ ठीक करें।');
    expect(api.sentTo('PUT /trainer/portfolio')).toHaveLength(0);
  });

  it('prices the services in rupees as Hindi writes them and thanks the trainer in Hindi', async () => {
    const portfolio = samplePortfolio();
    const { user, tab, panel, saveButton } = await openHindiEditor(portfolio, {
      body: { message: PORTFOLIO_MESSAGES.saved, data: saved(portfolio) },
    });
    await user.click(tab('सर्विस और कीमतें'));
    expect(within(panel()).getByText('कीमत 60 मिनट के एक सेशन की है, कम से कम ₹50।')).toBeTruthy();
    const personal = within(panel()).getByRole('spinbutton', {
      name: 'पर्सनल ट्रेनिंग की कीमत (₹)',
    });
    await user.clear(personal);
    await user.type(personal, '20');
    await waitFor(() =>
      expect(within(panel()).getByText('सर्विस की कीमत कम से कम ₹50 होनी चाहिए')).toBeTruthy(),
    );
    await user.clear(personal);
    await user.type(personal, '1500');

    await user.click(saveButton);
    await screen.findByText('पोर्टफ़ोलियो अपडेट हो गया! एडमिन की मंज़ूरी के बाद बदलाव दिखने लगेंगे।');
  });
});
