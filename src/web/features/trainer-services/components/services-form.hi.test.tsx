import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { ServicesForm } from './services-form';

const initial = {
  personal: {
    enabled: true,
    price: 1200,
    packs: [{ sessions: 10, price: 9000, validityDays: 90 }],
  },
  group: { enabled: false, price: null, packs: [] },
  online: { enabled: true, price: 100_000, packs: [] },
};

function renderHindiForm() {
  const api = stubApi({
    'PUT /trainer/services': (request) => ({
      body: { message: 'Services updated', data: { services: request.body } },
    }),
    'GET /trainers/profile-data': { status: 404, body: { message: 'none' } },
  });
  const view = renderWithProviders(
    <LocaleContext.Provider value="hi">
      <ServicesForm initial={initial} />
    </LocaleContext.Provider>,
  );
  const service = (name: string) =>
    within(screen.getByRole('switch', { name }).closest('li') as HTMLElement);
  return { ...view, api, service };
}

describe('Services Management in Hindi', () => {
  // the Hindi a Hindi page has, and what the signed-in guard loads before these screens
  beforeAll(async () => {
    await loadLocale('hi');
    await loadSignedInTexts();
  });

  it('names the services and their packs in Hindi, with rupees grouped the Indian way', async () => {
    const { service } = renderHindiForm();
    const online = service('ऑनलाइन सेशन');
    expect(online.getByText('क्लाइंट को हर सेशन की कीमत ₹1,00,000 दिखेगी')).toBeTruthy();
    const pack = within(service('वन-ऑन-वन सेशन').getByRole('group', { name: 'पैक 1' }));
    expect((pack.getByLabelText('सेशन') as HTMLInputElement).value).toBe('10');
    expect(pack.getByText('₹900 प्रति सेशन · 25% की बचत')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('tells the rules’ problems in Hindi and sends nothing until they are fixed', async () => {
    const { service, user, api } = renderHindiForm();
    const personal = service('वन-ऑन-वन सेशन');
    const price = personal.getByRole('spinbutton', { name: 'वन-ऑन-वन सेशन की कीमत (₹)' });
    await user.clear(price);
    await user.type(price, '20');
    expect(personal.getByText('सर्विस की कीमत कम से कम ₹50 होनी चाहिए')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '1200');

    await user.click(personal.getByRole('button', { name: 'पैक जोड़ें' }));
    const added = within(personal.getByRole('group', { name: 'पैक 2' }));
    const discount = added.getByLabelText('छूट (%)');
    await user.clear(discount);
    await user.type(discount, '120');
    expect(added.getByText('छूट 1 से 99 प्रतिशत तक हो सकती है')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'सर्विस सेव करें' }));
    expect(api.sentTo('PUT /trainer/services')).toHaveLength(0);
    // the field's message and the toast
    await waitFor(() =>
      expect(screen.getAllByText('छूट 1 से 99 प्रतिशत तक हो सकती है')).toHaveLength(2),
    );
  });

  it('thanks the trainer in Hindi once saved', async () => {
    const { user, api } = renderHindiForm();
    await user.click(screen.getByRole('button', { name: 'सर्विस सेव करें' }));
    await screen.findByText('सर्विस अपडेट हो गईं!');
    expect(api.sentTo('PUT /trainer/services')).toHaveLength(1);
  });
});
