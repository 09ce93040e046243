import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FailedDeliveriesData } from '#shared/failed-deliveries.ts';
import { failedDeliveryKeys } from '../api/failed-deliveries';
import { FailedDeliveriesSection } from './failed-deliveries-section';

function render(data: FailedDeliveriesData) {
  const client = new QueryClient();
  client.setQueryData(failedDeliveryKeys.page(1), { data });
  const html = renderToString(
    createElement(QueryClientProvider, { client }, createElement(FailedDeliveriesSection)),
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('admin deliveries that gave up', () => {
  it('says plainly when nothing has given up', () => {
    expect(render({ deliveries: [], totalCount: 0 })).toContain('Nothing has given up');
  });

  it('names each delivery, its attempts, when it was queued and its last error, with a retry', () => {
    const text = render({
      deliveries: [
        {
          id: 'e1',
          kind: 'mail',
          summary: 'To asha@example.in: Booking confirmed',
          attempts: 20,
          lastError: 'connect ECONNREFUSED 10.0.0.5:587',
          createdAt: '2026-03-02T04:30:00.000Z',
        },
      ],
      totalCount: 1,
    });
    expect(text).toContain(
      'E-mail To asha@example.in: Booking confirmed 20 attempts · queued 2 Mar 2026, 10:00 am IST connect ECONNREFUSED 10.0.0.5:587 Send again',
    );
  });
});
