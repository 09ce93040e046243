import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminPayout, AdminPayoutsData } from '#shared/payouts.ts';
import { payoutKeys } from '../api/payout-list';
import { PayoutSection } from './payout-section';

const LATEST = payoutKeys.list({ week: null, status: null, page: 1 });

function render(data: AdminPayoutsData) {
  const client = new QueryClient();
  client.setQueryData(LATEST, { data });
  const html = renderToString(
    createElement(QueryClientProvider, { client }, createElement(PayoutSection)),
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const payout = (overrides: Partial<AdminPayout>): AdminPayout => ({
  id: overrides.trainerName ?? 'p',
  trainerId: 't',
  trainerName: 'Ritu Sharma',
  provider: 'manual',
  attempts: 0,
  createdAt: '2026-03-13T04:30:00.000Z',
  weekStart: '2026-03-02',
  weekEnd: '2026-03-08',
  status: 'pending',
  sessionCount: 5,
  grossPaise: 750_000,
  platformFeePaise: 37_500,
  netPaise: 712_500,
  transferReference: null,
  failureReason: null,
  paidAt: null,
  ...overrides,
});

describe('admin Payouts section', () => {
  it('shows the week, totals per status and the actions each payout allows', () => {
    const text = render({
      week: '2026-03-02',
      weeks: ['2026-03-02', '2026-02-23'],
      totals: {
        pending: { count: 1, netPaise: 712_500 },
        processing: { count: 1, netPaise: 9_00_000 },
        paid: { count: 1, netPaise: 1_25_00_000 },
        failed: { count: 1, netPaise: 45_000 },
      },
      totalCount: 4,
      sendingProvider: 'razorpayx',
      payouts: [
        payout({ trainerName: 'Ritu Sharma' }),
        payout({ trainerName: 'Kabir Rao', provider: 'razorpayx', status: 'processing' }),
        payout({ trainerName: 'Meera Iyer', status: 'paid', transferReference: 'UTR0042' }),
        payout({ trainerName: 'Arjun Mehta', status: 'failed', failureReason: 'Invalid IFSC' }),
      ],
    });
    expect(text).toContain('2 Mar – 8 Mar 2026');
    expect(text).toContain('23 Feb – 1 Mar 2026');
    expect(text).toContain('Paid ₹1,25,000 1 payout');
    expect(text).toContain('Pending ₹7,125 1 payout');
    expect(text).toContain('Ritu Sharma 5 ₹7,500 ₹375 ₹7,125 Pending — Settle Mark failed');
    expect(text).toContain('Kabir Rao RazorpayX 5 ₹7,500 ₹375 ₹7,125 Processing — ');
    expect(text).not.toContain('Processing — Settle');
    expect(text).toContain('Meera Iyer 5 ₹7,500 ₹375 ₹7,125 Paid UTR0042 ');
    expect(text).toContain('Failed Invalid IFSC — Retry');
  });

  it('lets the admin settle or fail a RazorpayX payout left processing after a switch to manual', () => {
    const text = render({
      week: '2026-03-02',
      weeks: ['2026-03-02'],
      totals: {
        pending: { count: 0, netPaise: 0 },
        processing: { count: 1, netPaise: 712_500 },
        paid: { count: 0, netPaise: 0 },
        failed: { count: 0, netPaise: 0 },
      },
      totalCount: 1,
      sendingProvider: 'manual',
      payouts: [payout({ trainerName: 'Kabir Rao', provider: 'razorpayx', status: 'processing' })],
    });
    expect(text).toContain(
      'Kabir Rao RazorpayX 5 ₹7,500 ₹375 ₹7,125 Processing — Settle Mark failed',
    );
  });

  it('says so when no payout was made yet', () => {
    const text = render({
      week: null,
      weeks: [],
      totals: {
        pending: { count: 0, netPaise: 0 },
        processing: { count: 0, netPaise: 0 },
        paid: { count: 0, netPaise: 0 },
        failed: { count: 0, netPaise: 0 },
      },
      totalCount: 0,
      sendingProvider: 'manual',
      payouts: [],
    });
    expect(text).toContain('No payouts yet');
  });
});
