import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { textOf } from '#shared/catalogue.ts';
import { PRIVACY_MESSAGES as PM, SIGN_UP_PRIVACY_TEXT } from '#shared/privacy-messages.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { SignUpForm } from './sign-up-form';

async function fillDetails(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Meera');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'meera@example.in');
  await user.type(screen.getByLabelText(/^Password/), 'Correct-Horse-42');
}

describe('SignUpForm: age and privacy (docs/product/privacy.md#adults-only)', () => {
  it('refuses without the 18+ confirmation and the notice, and sends nothing', async () => {
    const api = stubApi({});
    const { user } = renderWithProviders(<SignUpForm onSession={vi.fn()} />);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(PM.adultRequired)).toBeTruthy();
    expect(screen.getByText(PM.noticeRequired)).toBeTruthy();
    expect(api.sentTo('POST /auth/sign-up/email')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe(
      '/privacy',
    );
    await expectNoAxeViolations();
  });

  it('has both optional purposes off, and sends the choices made', async () => {
    const api = stubApi({
      'POST /auth/sign-up/email': {
        body: { token: 'signed.token', user: { id: 'u1' } },
      },
    });
    const onSession = vi.fn(async () => {});
    const { user } = renderWithProviders(<SignUpForm onSession={onSession} />);
    const analytics = screen.getByRole('switch', { name: /Usage analytics/ });
    const marketing = screen.getByRole('switch', { name: /Offers and news by mail/ });
    expect(analytics).toHaveProperty('checked', false);
    expect(marketing).toHaveProperty('checked', false);

    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: PM.adultLabel }));
    await user.click(screen.getByRole('checkbox', { name: PM.noticeLabel }));
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await vi.waitFor(() => expect(api.sentTo('POST /auth/sign-up/email')).toHaveLength(1));
    expect(api.sentTo('POST /auth/sign-up/email')[0]?.body).toMatchObject({
      email: 'meera@example.in',
      adultConfirmed: true,
      noticeAgreed: true,
      analyticsConsent: true,
      marketingConsent: false,
    });
  });
});

describe('SignUpForm in Hindi', () => {
  it('names the agreements in Hindi and refuses without them in Hindi', async () => {
    await loadLocale('hi');
    const hi = textOf(SIGN_UP_PRIVACY_TEXT, 'hi');
    const api = stubApi({});
    const { user } = renderWithProviders(
      <LocaleContext.Provider value="hi">
        <SignUpForm onSession={vi.fn()} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('checkbox', { name: hi.adultLabel })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: hi.noticeLabel })).toBeTruthy();
    expect(screen.getByRole('switch', { name: `${hi.analyticsLabel} (ज़रूरी नहीं)` })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /पहला नाम/ }), 'Meera');
    await user.type(screen.getByRole('textbox', { name: /ईमेल/ }), 'meera@example.in');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'Correct-Horse-42');
    await user.click(screen.getByRole('button', { name: 'अकाउंट बनाएँ' }));
    expect(await screen.findByText(hi.adultRequired)).toBeTruthy();
    expect(screen.getByText(hi.noticeRequired)).toBeTruthy();
    expect(api.sentTo('POST /auth/sign-up/email')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'प्राइवेसी नोटिस' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });
});
