import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '#shared/privacy.ts';
import {
  PRIVACY_MESSAGES as M,
  PRIVACY_NOTICE_CHANGES,
  PRIVACY_NOTICE_EFFECTIVE,
  PRIVACY_NOTICE_VERSION,
} from '#shared/privacy-messages.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { NoticeGate } from './notice-gate';

const state = (agreed: string): ConsentState => ({
  history: [
    {
      id: 'n1',
      purpose: 'notice',
      noticeVersion: agreed,
      givenAt: '2025-01-01T04:30:00.000Z',
      withdrawnAt: null,
    },
  ],
  current: { analytics: false, marketing: false },
  agreedNoticeVersion: agreed,
  currentNoticeVersion: PRIVACY_NOTICE_VERSION,
  noticeOutdated: agreed < PRIVACY_NOTICE_VERSION,
});

describe('NoticeGate (docs/product/privacy.md#consent)', () => {
  it('asks a person who agreed to an older notice, shows what changed, and records the agreement', async () => {
    const api = stubApi({
      'GET /privacy/consents': { body: { success: true, data: state('2025-01-01') } },
      'POST /privacy/notice': {
        body: { success: true, message: M.noticeAgreed, data: state(PRIVACY_NOTICE_VERSION) },
      },
    });
    const { user } = renderWithProviders(<NoticeGate />);
    const dialog = await screen.findByRole('dialog', { name: M.reaskTitle });
    expect(dialog.textContent).toContain(M.reaskIntro(PRIVACY_NOTICE_EFFECTIVE));
    for (const change of PRIVACY_NOTICE_CHANGES) expect(dialog.textContent).toContain(change);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await expectNoAxeViolations(dialog);

    await user.click(screen.getByRole('button', { name: M.reaskAgree }));
    expect(await screen.findByText(M.noticeAgreed)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sentTo('POST /privacy/notice').map((request) => request.body)).toEqual([
      { version: PRIVACY_NOTICE_VERSION },
    ]);
  });

  it('asks nothing of a person who agreed to the current notice', async () => {
    const api = stubApi({
      'GET /privacy/consents': { body: { success: true, data: state(PRIVACY_NOTICE_VERSION) } },
    });
    renderWithProviders(<NoticeGate />);
    await vi.waitFor(() => expect(api.sentTo('GET /privacy/consents')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
