import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { textOf } from '#shared/catalogue.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { loadLocale } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

beforeAll(() => loadLocale('hi'));

function renderInHindi() {
  return renderWithProviders(
    <LocaleContext.Provider value="hi">
      <SignInForm onSession={vi.fn()} />
    </LocaleContext.Provider>,
    { route: '/auth' },
  );
}

describe('SignInForm in Hindi (docs/product/languages.md#what-is-translated)', () => {
  it('asks in Hindi and says what is missing in Hindi, before sending anything', async () => {
    const hi = textOf(MESSAGES_TEXT, 'hi');
    const api = stubApi({});
    const { user } = renderInHindi();
    expect(screen.getByRole('textbox', { name: /ईमेल/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText(hi.invalidEmail)).toBeTruthy();
    expect(screen.getByText(hi.passwordRequired)).toBeTruthy();
    expect(api.sentTo('POST /auth/sign-in/email')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('shows the server’s Hindi refusal of a wrong password', async () => {
    const hi = textOf(MESSAGES_TEXT, 'hi');
    const api = stubApi({
      'POST /auth/sign-in/email': {
        status: 401,
        body: { success: false, message: hi.invalidCredentials },
      },
    });
    const { user } = renderInHindi();
    await user.type(screen.getByRole('textbox', { name: /ईमेल/ }), 'meera@example.in');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'Wrong-Horse-42');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText(hi.invalidCredentials)).toBeTruthy();
    expect(api.sentTo('POST /auth/sign-in/email')).toHaveLength(1);
  });

  it('says in Hindi that a reset code was sent, whatever the server worded', async () => {
    stubApi({
      'POST /auth/password-reset/code': {
        body: {
          success: true,
          message:
            'If an account uses this email, we sent it a 6-digit code to reset your password.',
        },
      },
    });
    const { user } = renderWithProviders(
      <LocaleContext.Provider value="hi">
        <ForgotPasswordForm onSession={vi.fn()} />
      </LocaleContext.Provider>,
      { route: '/auth/forgot-password' },
    );
    await user.type(screen.getByRole('textbox', { name: /ईमेल/ }), 'meera@example.in');
    await user.click(screen.getByRole('button', { name: 'रीसेट कोड भेजें' }));
    expect(
      await screen.findByText(
        'अगर इस ईमेल से कोई अकाउंट है, तो हमने पासवर्ड रीसेट करने के लिए उस पर 6 अंकों का कोड भेज दिया है।',
      ),
    ).toBeTruthy();
  });
});
