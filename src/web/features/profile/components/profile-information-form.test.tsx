import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { textOf } from '#shared/catalogue.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import type { UserProfile } from '../api/get-profile';
import { ProfileInformationForm } from './profile-information-form';

const profile: UserProfile = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.in',
  phone: null,
  dateOfBirth: null,
  city: 'Pune',
  gender: 'female',
  profileImageUrl: null,
  isTrainer: false,
  userType: 'user',
};

// the Hindi a Hindi page has, and what the signed-in guard loads before these screens
beforeAll(async () => {
  await loadLocale('hi');
  await loadSignedInTexts();
});

describe('ProfileInformationForm in Hindi', () => {
  it('labels the fields in Hindi and says in Hindi what is wrong, without saving', async () => {
    const hi = textOf(MESSAGES_TEXT, 'hi');
    const api = stubApi({});
    const { user } = renderWithProviders(
      <LocaleContext.Provider value="hi">
        <ProfileInformationForm profile={profile} onSaved={vi.fn(async () => {})} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('combobox', { name: 'जेंडर' })).toHaveProperty('value', 'female');
    expect(screen.getByRole('option', { name: 'महिला' })).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: /पहला नाम/ }));
    await user.type(screen.getByRole('textbox', { name: /फ़ोन/ }), '12');
    await user.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText(hi.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(hi.invalidPhone)).toBeTruthy();
    expect(api.sentTo('PUT /profile')).toHaveLength(0);
    await expectNoAxeViolations();
  });
});
