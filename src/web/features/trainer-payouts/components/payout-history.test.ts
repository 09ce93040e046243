import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#shared/locale.ts';
import { PAYOUT_MESSAGES, type TrainerPayout } from '#shared/payouts.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { payoutHistoryKey } from '../api/get-payout-history';
import { PayoutHistory } from './payout-history';

/** The history as the server renders it: the query's state is set, nothing is fetched. */
function render(
  seed: (client: QueryClient) => void,
  props: Parameters<typeof PayoutHistory>[0] = {},
  locale: Locale = 'en',
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false } },
  });
  seed(client);
  const html = renderToString(
    createElement(
      LocaleContext.Provider,
      { value: locale },
      createElement(QueryClientProvider, { client }, createElement(PayoutHistory, props)),
    ),
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

const week = (overrides: Partial<TrainerPayout>): TrainerPayout => ({
  id: overrides.weekStart ?? 'p',
  weekStart: '2026-03-02',
  weekEnd: '2026-03-08',
  status: 'paid',
  sessionCount: 5,
  grossPaise: 15_000_000,
  platformFeePaise: 750_000,
  netPaise: 14_250_000,
  transferReference: 'HDFCN52026031300123',
  failureReason: null,
  paidAt: '2026-03-13T10:00:00.000Z',
  ...overrides,
});

describe('PayoutHistory', () => {
  it('lists each week with its money in rupees, Indian grouping, status and reference', () => {
    const { html, text } = render((client) =>
      client.setQueryData(payoutHistoryKey, {
        data: [
          week({ weekStart: '2026-03-09', status: 'pending', transferReference: null }),
          week({ weekStart: '2026-03-02' }),
          week({ weekStart: '2026-02-23', status: 'processing', transferReference: null }),
          week({
            weekStart: '2026-02-16',
            status: 'failed',
            transferReference: null,
            failureReason: 'Beneficiary account is closed',
          }),
        ],
      }),
    );
    expect(text).toContain('9 Mar – 15 Mar 2026');
    expect(text).toContain(
      '2 Mar – 8 Mar 2026 5 ₹1,50,000 ₹7,500 ₹1,42,500 Paid HDFCN52026031300123',
    );
    expect(text).toContain('Beneficiary account is closed');
    expect(html).toMatch(/bg-green-100 text-green-800[^>]*>Paid/);
    expect(html).toMatch(/bg-blue-100 text-blue-800[^>]*>Processing/);
    expect(html).toMatch(/bg-yellow-100 text-yellow-800[^>]*>Pending/);
    expect(html).toMatch(/bg-red-100 text-red-800[^>]*>Failed/);
  });

  it("offers each payout's statement, on the phone's cards and the table's rows", () => {
    const { text } = render(
      (client) =>
        client.setQueryData(payoutHistoryKey, { data: [week({ weekStart: '2026-03-02' })] }),
      { action: (payout) => createElement('button', { type: 'button' }, `Statement ${payout.id}`) },
    );
    expect(text.match(/Statement 2026-03-02/g)).toHaveLength(2);
  });

  it('says when there is no payout yet', () => {
    const { text } = render((client) => client.setQueryData(payoutHistoryKey, { data: [] }));
    expect(text).toContain('No payouts yet');
  });

  it('shows loading, then a failure with Retry', () => {
    expect(render(() => {}).text).toContain('Loading payouts');
    const { text } = render((client) => {
      client
        .getQueryCache()
        .build(client, { queryKey: payoutHistoryKey })
        .setState({ status: 'error', error: new ApiError('Network error', null) });
    });
    expect(text).toContain(PAYOUT_MESSAGES.loadFailed);
    expect(text).toContain('Retry');
  });

  describe('in Hindi', () => {
    beforeAll(async () => {
      await loadLocale('hi');
      // as the signed-in guard does before these screens
      await loadSignedInTexts();
    });

    it('names the week, its sessions and its money as Hindi writes them', () => {
      const { text } = render(
        (client) =>
          client.setQueryData(payoutHistoryKey, { data: [week({ weekStart: '2026-03-02' })] }),
        {},
        'hi',
      );
      expect(text).toContain('2 मार्च – 8 मार्च 2026 5 सेशन ₹1,42,500 आपका हिस्सा');
      expect(text).toContain('हर शुक्रवार');
      expect(text).toContain('प्लैटफ़ॉर्म फ़ीस ₹7,500');
    });

    it('says in Hindi when there is no payout yet', () => {
      const { text } = render(
        (client) => client.setQueryData(payoutHistoryKey, { data: [] }),
        {},
        'hi',
      );
      expect(text).toContain('अभी कोई पेआउट नहीं हुआ।');
    });
  });
});
