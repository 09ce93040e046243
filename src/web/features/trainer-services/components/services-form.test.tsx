import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
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
  online: { enabled: true, price: 1000, packs: [] },
};

function renderForm() {
  const api = stubApi({
    'PUT /trainer/services': (request) => ({
      body: { message: 'Services updated', data: { services: request.body } },
    }),
    'GET /trainers/profile-data': { status: 404, body: { message: 'none' } },
  });
  const view = renderWithProviders(<ServicesForm initial={initial} />);
  const service = (name: string) =>
    screen.getByRole('switch', { name }).closest('li') as HTMLElement;
  return { ...view, api, service };
}

describe('the pack editor', () => {
  it('shows a saved pack by its price, with the discount and one credit computed', async () => {
    const { service } = renderForm();
    const pack = within(service('1-to-1 Sessions')).getByRole('group', { name: 'Pack 1' });
    expect((within(pack).getByLabelText('Sessions') as HTMLInputElement).value).toBe('10');
    expect((within(pack).getByLabelText('Pack price (₹)') as HTMLInputElement).value).toBe('9000');
    expect(within(pack).getByText('₹900 a session · save 25%')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('turns a discount into the price, and the price back into a discount', async () => {
    const { service, user } = renderForm();
    const online = within(service('Online Sessions'));
    await user.click(online.getByRole('button', { name: 'Add a pack' }));
    const pack = within(online.getByRole('group', { name: 'Pack 1' }));
    const sessions = pack.getByLabelText('Sessions');
    await user.clear(sessions);
    await user.type(sessions, '5');
    const discount = pack.getByLabelText('Discount (%)');
    await user.clear(discount);
    await user.type(discount, '20');
    expect(pack.getByText('Pack price ₹4,000 · ₹800 a session')).toBeTruthy();

    await user.click(pack.getByRole('radio', { name: 'Price' }));
    const price = pack.getByLabelText('Pack price (₹)') as HTMLInputElement;
    expect(price.value).toBe('4000');
    await user.clear(price);
    await user.type(price, '4500');
    expect(pack.getByText('₹900 a session · save 10%')).toBeTruthy();
  });

  it('says what the shared rules refuse and sends the packs in paise with the services', async () => {
    const { service, user, api } = renderForm();
    const personal = within(service('1-to-1 Sessions'));
    const pack = within(personal.getByRole('group', { name: 'Pack 1' }));
    const sessions = pack.getByLabelText('Sessions');
    await user.clear(sessions);
    await user.type(sessions, '60');
    expect(pack.getByText(PORTFOLIO_MESSAGES.packSessionsInvalid)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Services' }));
    expect(api.sentTo('PUT /trainer/services')).toHaveLength(0);

    await user.clear(sessions);
    await user.type(sessions, '12');
    await user.click(personal.getByRole('button', { name: 'Add a pack' }));
    await user.click(personal.getByRole('button', { name: 'Add a pack' }));
    expect(personal.queryByRole('button', { name: 'Add a pack' })).toBeNull();
    await user.click(personal.getByRole('button', { name: 'Remove pack 3' }));
    await user.click(screen.getByRole('button', { name: 'Save Services' }));
    const sent = api.sentTo('PUT /trainer/services')[0]!;
    expect((sent.body as typeof initial).personal.packs).toEqual([
      { sessions: 12, price: 9000, validityDays: 90 },
      // the new pack: 10 sessions at ₹1,200 less 10%
      { sessions: 10, price: 10_800, validityDays: 90 },
    ]);
  });
});
