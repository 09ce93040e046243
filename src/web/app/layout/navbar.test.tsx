import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#shared/locale.ts';
import type { CurrentUser } from '#web/lib/auth/current-user.ts';
import { UserContext, type UserContextValue } from '#web/lib/auth/user-context.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { switchLocale } from '#web/lib/i18n/switch-locale.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { MobileAccountMenu } from './account-menus';
import Footer from './footer';
import { Navbar } from './navbar';

vi.mock('#web/lib/i18n/switch-locale.ts', () => ({ switchLocale: vi.fn() }));

const visitor: UserContextValue = {
  user: null,
  status: 'ready',
  error: null,
  signIn: vi.fn(),
  signOut: vi.fn(),
  replaceToken: vi.fn(),
  refresh: vi.fn(),
};

const client = {
  id: 'user-1',
  firstName: 'Priya',
  lastName: 'Shah',
  fullName: 'Priya Shah',
  email: 'priya@example.com',
  profileImageUrl: null,
  isTrainer: false,
  isAdmin: false,
} as CurrentUser;

function renderIn(locale: Locale, ui: ReactElement, route: string) {
  return renderWithProviders(
    <LocaleContext.Provider value={locale}>
      <UserContext.Provider value={visitor}>{ui}</UserContext.Provider>
    </LocaleContext.Provider>,
    { route },
  );
}

beforeAll(async () => {
  await loadLocale('hi');
});

// The suite keeps modules between files (isolate: false): later files get the real switch.
afterAll(() => {
  vi.doUnmock('#web/lib/i18n/switch-locale.ts');
});

describe('the navbar in Hindi', () => {
  it('speaks Hindi and offers English on the same page, in the phone menu too', async () => {
    const { user } = renderIn('hi', <Navbar onBecomeTrainer={vi.fn()} />, '/trainers?sort=rating');

    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'ट्रेनर देखें' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'साइन इन करें' })).toBeTruthy();
    const english = within(nav).getByRole('link', { name: 'English' });
    // Without JavaScript the link itself asks the server to remember English.
    expect(english.getAttribute('href')).toBe('/trainers?sort=rating&lang=en');
    expect(english.getAttribute('hreflang')).toBe('en-IN');
    expect(english.getAttribute('lang')).toBe('en-IN');

    await user.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    expect(screen.getByRole('button', { name: 'मेन्यू बंद करें' })).toBeTruthy();
    const inMenu = screen.getAllByRole('link', { name: 'English' });
    expect(inMenu).toHaveLength(2);
    await user.click(inMenu[1] as HTMLElement);
    await vi.waitFor(() => expect(switchLocale).toHaveBeenCalledWith('en', false));
    await expectNoAxeViolations();
  });

  it('offers Hindi, in Hindi, to an English visitor', async () => {
    vi.mocked(switchLocale).mockClear();
    const { user } = renderIn('en', <Navbar onBecomeTrainer={vi.fn()} />, '/city/pune');

    const hindi = screen.getByRole('link', { name: 'हिन्दी' });
    expect(hindi.getAttribute('href')).toBe('/hi/city/pune?lang=hi');
    expect(hindi.getAttribute('hreflang')).toBe('hi-IN');
    expect(hindi.getAttribute('lang')).toBe('hi-IN');
    expect(screen.getByRole('link', { name: 'Browse Trainers' })).toBeTruthy();

    await user.click(hindi);
    await vi.waitFor(() => expect(switchLocale).toHaveBeenCalledWith('hi', false));
  });

  it('gives a signed-in client the account menu in Hindi', () => {
    renderIn(
      'hi',
      <MobileAccountMenu
        user={client}
        onBecomeTrainer={vi.fn()}
        onSignOut={vi.fn()}
        onNavigate={vi.fn()}
      />,
      '/',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'प्रोफ़ाइल देखें',
      'मेरे सेशन',
      'ट्रेनर बनें',
      'ट्रेनर देखें',
      'साइन आउट करें',
    ]);
  });

  it('puts the switch in the footer, beside the Hindi texts', () => {
    renderIn('hi', <Footer />, '/');
    expect(screen.getByRole('heading', { name: 'हमसे संपर्क करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्राइवेसी नोटिस' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/?lang=en');
  });
});
