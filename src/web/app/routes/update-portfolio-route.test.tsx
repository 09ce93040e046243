import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Portfolio } from '#shared/portfolio.ts';
import type { TrainerPortfolio } from '#shared/portfolio-api.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { samplePortfolio } from '#shared/portfolio-sample.ts';
import { type StubReply, stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import UpdatePortfolioRoute from './update-portfolio-route';

const NOW = '2026-03-02T04:30:00.000Z';

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

const markedName = (label: string) => `${label}, ${PORTFOLIO_MESSAGES.tabHasErrors}`;

const TAB_LABELS = [
  'Basic Info',
  'Skills & Certifications',
  'Photos & Gallery',
  'Services & Pricing',
  'Gym Information',
  'Contact & Social',
];

/** The tabs marked as holding errors, in the tab bar's order, by what a screen reader says. */
const markedTabs = () =>
  TAB_LABELS.filter((label) => screen.queryByRole('tab', { name: markedName(label) }) !== null);

/** A new trainer's portfolio: nothing filled in and no service offered. */
const emptyPortfolio = () =>
  samplePortfolio({
    name: '',
    title: '',
    heroHeadlineLine1: '',
    heroHeadlineLine2: '',
    heroDescription: '',
    bio: '',
    city: '',
    location: null,
    experience: null,
    happyClients: null,
    specializations: [],
    certifications: [],
    achievements: [],
    profileImage: null,
    listingImage: null,
    services: {
      personal: { enabled: false, price: null },
      group: { enabled: false, price: null },
      online: { enabled: false, price: null },
    },
    phone: '',
    email: '',
    website: '',
    instagram: '',
    availableTimes: [],
    trainingLocations: { myGym: false, clientHome: false },
    gymInfo: {
      name: '',
      address: '',
      coordinates: null,
      membershipRequired: false,
      membershipDetails: '',
    },
  });

async function openEditor(portfolio: Portfolio, save?: StubReply) {
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
  const view = renderWithProviders(<UpdatePortfolioRoute />, { route: '/update-portfolio' });
  const saveButton = await screen.findByRole('button', { name: 'Save Changes' });
  /** A tab by its label, marked as holding errors or not. */
  const tab = (label: string) =>
    screen.getByRole('tab', { name: (name) => name === label || name === markedName(label) });
  const panel = () => screen.getByRole('tabpanel');
  /** The message a control announces: its error, read through aria-describedby. */
  const messageOf = (control: HTMLElement) =>
    control.getAttribute('aria-invalid') === 'true'
      ? (document.getElementById(control.getAttribute('aria-describedby')!)?.textContent ?? null)
      : null;
  return { ...view, api, saveButton, tab, panel, messageOf };
}

describe('the portfolio editor’s validation', () => {
  beforeEach(() => fixClock(NOW));

  it('tells a field’s problem as soon as it is changed', async () => {
    const { user, messageOf } = await openEditor(samplePortfolio());
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    expect(messageOf(name)).toBeNull();

    await user.clear(name);
    expect(messageOf(name)).toBe(PORTFOLIO_MESSAGES.nameRequired);
    await user.type(name, 'M');
    expect(messageOf(name)).toBe(PORTFOLIO_MESSAGES.nameShort);
    await user.type(name, 'eera');
    expect(messageOf(name)).toBeNull();
  });

  it('judges an enabled service’s price and asks for at least one service', async () => {
    const { user, tab, panel, messageOf } = await openEditor(samplePortfolio());
    await user.click(tab('Services & Pricing'));
    const personal = within(panel()).getByRole('spinbutton', {
      name: 'Personal Training price (₹)',
    });

    await user.clear(personal);
    await user.type(personal, '20');
    expect(messageOf(personal)).toBe(PORTFOLIO_MESSAGES.priceTooLow);

    await user.click(within(panel()).getByRole('checkbox', { name: /Offer Personal/ }));
    await user.click(within(panel()).getByRole('checkbox', { name: /Offer Online/ }));
    const services = within(panel()).getByRole('group', { name: 'Services & Pricing' });
    expect(within(services).getByText(PORTFOLIO_MESSAGES.enableOneService)).toBeTruthy();
  });

  it('on Save, opens the tab with the problem, names it and sends nothing', async () => {
    const { api, user, tab, panel, saveButton, messageOf } = await openEditor(
      samplePortfolio({ bio: 'Coach.' }),
    );
    await user.click(tab('Contact & Social'));
    expect(screen.queryByText(PORTFOLIO_MESSAGES.bioShort)).toBeNull();

    await user.click(saveButton);

    expect(tab('Basic Info').getAttribute('aria-selected')).toBe('true');
    const bio = within(panel()).getByRole('textbox', { name: 'Bio' });
    expect(messageOf(bio)).toBe(PORTFOLIO_MESSAGES.bioShort);
    await screen.findByText(PORTFOLIO_MESSAGES.fixErrors);
    expect(api.sentTo('PUT /trainer/portfolio')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('on Save of an empty portfolio, opens Basic Info at its first problem and marks every tab with one', async () => {
    const { api, user, tab, panel, saveButton, messageOf } = await openEditor(emptyPortfolio());
    await user.click(tab('Contact & Social'));
    expect(markedTabs()).toEqual([]);

    await user.click(saveButton);

    expect(tab('Basic Info').getAttribute('aria-selected')).toBe('true');
    const name = within(panel()).getByRole('textbox', { name: 'Full Name' });
    expect(messageOf(name)).toBe(PORTFOLIO_MESSAGES.nameRequired);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(markedTabs()).toEqual([
      'Basic Info',
      'Skills & Certifications',
      'Photos & Gallery',
      'Services & Pricing',
    ]);
    await screen.findByText(PORTFOLIO_MESSAGES.fixErrors);
    expect(api.sentTo('PUT /trainer/portfolio')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('takes a later Save to the first field with a problem and unmarks a tab once fixed', async () => {
    const { user, tab, panel, saveButton } = await openEditor(
      samplePortfolio({ bio: 'Coach.', email: 'meera@' }),
    );
    await user.click(tab('Contact & Social'));
    await user.click(saveButton);

    const bio = within(panel()).getByRole('textbox', { name: 'Bio' });
    await waitFor(() => expect(document.activeElement).toBe(bio));
    expect(markedTabs()).toEqual(['Basic Info', 'Contact & Social']);

    await user.type(bio, ' I plan strength blocks for busy people who lift twice a week.');
    expect(markedTabs()).toEqual(['Contact & Social']);

    await user.click(saveButton);
    expect(tab('Contact & Social').getAttribute('aria-selected')).toBe('true');
    const email = within(panel()).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    await user.type(email, 'example.in');
    expect(markedTabs()).toEqual([]);
  });

  it('sends the whole portfolio with the change and shows the server’s word', async () => {
    const portfolio = samplePortfolio();
    const { api, user, saveButton } = await openEditor(portfolio, {
      body: { message: PORTFOLIO_MESSAGES.saved, data: saved(portfolio) },
    });
    await user.type(screen.getByRole('textbox', { name: 'Location (city)' }), ' Suburban');
    await user.click(saveButton);

    await screen.findByText(PORTFOLIO_MESSAGES.saved);
    expect(api.sentTo('PUT /trainer/portfolio').map((request) => request.body)).toEqual([
      { ...portfolio, city: 'Mumbai Suburban' },
    ]);
  });

  it('puts the server’s refusal on its field and opens that tab', async () => {
    const { user, tab, panel, saveButton, messageOf } = await openEditor(samplePortfolio(), {
      status: 400,
      body: {
        message: PORTFOLIO_MESSAGES.priceTooHigh,
        errors: { 'services.online.price': PORTFOLIO_MESSAGES.priceTooHigh },
      },
    });
    await user.click(saveButton);

    await waitFor(() =>
      expect(tab('Services & Pricing').getAttribute('aria-selected')).toBe('true'),
    );
    const online = within(panel()).getByRole('spinbutton', { name: 'Online Training price (₹)' });
    expect(messageOf(online)).toBe(PORTFOLIO_MESSAGES.priceTooHigh);
    await screen.findByText(PORTFOLIO_MESSAGES.fixErrors);
  });

  it('opens the first tab the server refused a field on and marks each such tab', async () => {
    const { user, tab, panel, saveButton, messageOf } = await openEditor(samplePortfolio(), {
      status: 400,
      body: {
        message: PORTFOLIO_MESSAGES.titleShort,
        errors: {
          'services.online.price': PORTFOLIO_MESSAGES.priceTooHigh,
          title: PORTFOLIO_MESSAGES.titleShort,
        },
      },
    });
    await user.click(tab('Services & Pricing'));
    await user.click(saveButton);

    await waitFor(() => expect(tab('Basic Info').getAttribute('aria-selected')).toBe('true'));
    const title = within(panel()).getByRole('textbox', { name: 'Professional Title' });
    expect(messageOf(title)).toBe(PORTFOLIO_MESSAGES.titleShort);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(markedTabs()).toEqual(['Basic Info', 'Services & Pricing']);
    await expectNoAxeViolations();
  });
});
