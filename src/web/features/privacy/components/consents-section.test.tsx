import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsentState } from '#shared/privacy.ts';
import { PRIVACY_MESSAGES as M, PRIVACY_NOTICE_VERSION } from '#shared/privacy-messages.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { ConsentsSection } from './consents-section';

const row = (
  id: string,
  purpose: 'notice' | 'analytics' | 'marketing',
  givenAt: string,
  withdrawnAt: string | null = null,
) => ({ id, purpose, noticeVersion: PRIVACY_NOTICE_VERSION, givenAt, withdrawnAt });

const state = (history: ConsentState['history']): ConsentState => ({
  history,
  current: {
    analytics: history.some((r) => r.purpose === 'analytics' && !r.withdrawnAt),
    marketing: history.some((r) => r.purpose === 'marketing' && !r.withdrawnAt),
  },
  agreedNoticeVersion: PRIVACY_NOTICE_VERSION,
  currentNoticeVersion: PRIVACY_NOTICE_VERSION,
  noticeOutdated: false,
});

const SIGNED_UP = [
  row('c3', 'marketing', '2026-11-05T04:30:00.000Z', '2026-11-21T12:30:00.000Z'),
  row('c2', 'analytics', '2026-11-05T04:30:00.000Z'),
  row('c1', 'notice', '2026-11-05T04:30:00.000Z'),
];

describe('ConsentsSection (docs/product/privacy.md#consent)', () => {
  it('lists each consent with its instants in IST, and withdraws analytics with one tap', async () => {
    const withdrawn = state([
      SIGNED_UP[0]!,
      row('c2', 'analytics', '2026-11-05T04:30:00.000Z', '2026-11-27T04:30:00.000Z'),
      SIGNED_UP[2]!,
    ]);
    const api = stubApi({
      'GET /privacy/consents': { body: { success: true, data: state(SIGNED_UP) } },
      'DELETE /privacy/consents/c2': {
        body: { success: true, message: M.consentWithdrawn('analytics'), data: withdrawn },
      },
    });
    const { user } = renderWithProviders(<ConsentsSection />);

    const analytics = await screen.findByRole('switch', { name: 'Usage analytics' });
    expect(analytics).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Offers and news by mail' })).toHaveProperty(
      'checked',
      false,
    );
    const history = screen.getByRole('list');
    expect(within(history).getAllByText('Given 5 Nov 2026, 10:00 AM IST')).toHaveLength(3);
    expect(within(history).getByText('Withdrawn 21 Nov 2026, 6:00 PM IST')).toBeTruthy();

    await user.click(analytics);
    expect(await screen.findByText(M.consentWithdrawn('analytics'))).toBeTruthy();
    expect(api.sentTo('DELETE /privacy/consents/c2')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'Usage analytics' })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(history).getByText('Withdrawn 27 Nov 2026, 10:00 AM IST')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('gives marketing again as a new consent, and says the notice goes with the account', async () => {
    const api = stubApi({
      'GET /privacy/consents': { body: { success: true, data: state(SIGNED_UP) } },
      'POST /privacy/consents': {
        status: 201,
        body: {
          success: true,
          message: M.consentGiven('marketing'),
          data: state([row('c4', 'marketing', '2026-11-27T04:30:00.000Z'), ...SIGNED_UP]),
        },
      },
    });
    const { user } = renderWithProviders(<ConsentsSection />);
    expect(await screen.findByText(M.noticeNotWithdrawable)).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Offers and news by mail' }));
    expect(await screen.findByText(M.consentGiven('marketing'))).toBeTruthy();
    expect(api.sentTo('POST /privacy/consents').map((request) => request.body)).toEqual([
      { purpose: 'marketing' },
    ]);
    expect(screen.getByRole('switch', { name: 'Offers and news by mail' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('shows a refusal as a toast and leaves the switch as it was', async () => {
    stubApi({
      'GET /privacy/consents': { body: { success: true, data: state(SIGNED_UP) } },
      'DELETE /privacy/consents/c2': {
        status: 409,
        body: { success: false, message: M.alreadyWithdrawn },
      },
    });
    const { user } = renderWithProviders(<ConsentsSection />);
    await user.click(await screen.findByRole('switch', { name: 'Usage analytics' }));
    expect(await screen.findByText(M.alreadyWithdrawn)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Usage analytics' })).toHaveProperty('checked', true);
  });
});
