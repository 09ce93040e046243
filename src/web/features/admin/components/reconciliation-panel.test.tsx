import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Reconciliation } from '#shared/tax/accounting.ts';
import { ACCOUNTING_MESSAGES } from '#shared/tax/accounting-messages.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import { ReconciliationPanel } from './reconciliation-panel';

// Monday 2 March 2026, 10:00 IST: the panel opens on Sunday 1 March.
const NOW = '2026-03-02T04:30:00.000Z';

const matching: Reconciliation = {
  date: '2026-03-01',
  gateway: {
    captured: [
      { provider: 'razorpay', count: 2, amountPaise: 300_000 },
      { provider: 'sandbox', count: 0, amountPaise: 0 },
    ],
    refunded: [
      { provider: 'razorpay', count: 1, amountPaise: 150_000 },
      { provider: 'sandbox', count: 0, amountPaise: 0 },
    ],
  },
  ledger: {
    capturedPaise: 300_000,
    captureCount: 2,
    refundedPaise: 150_000,
    refundCount: 1,
    otherPaise: 0,
  },
  differences: [],
  balances: {
    gatewayPaise: 150_000,
    refundPayablePaise: 0,
    trainerPayablePaise: 142_500,
    payoutPayablePaise: 0,
    tdsPayablePaise: 750,
    tcsPayablePaise: 0,
    outputCgstPaise: 572,
    outputSgstPaise: 572,
    outputIgstPaise: 0,
  },
  refundsOwed: { count: 0, items: [] },
  ledgerCheck: { entries: 41, unbalanced: [] },
};

const withDifferences: Reconciliation = {
  ...matching,
  date: '2026-02-27',
  ledger: { ...matching.ledger, capturedPaise: 150_000, captureCount: 1 },
  differences: [
    {
      kind: 'capture_missing',
      paymentId: 'payment-7',
      refundId: null,
      bookingId: 'booking-7',
      provider: 'razorpay',
      providerPaymentId: 'pay_Q1W2E3',
      gatewayPaise: 150_000,
      ledgerPaise: null,
      gatewayDate: '2026-02-27',
      ledgerDate: null,
    },
  ],
  // payouts of sessions paid before the ledger began leave the trainers' account in debit
  balances: { ...matching.balances, refundPayablePaise: 150_000, trainerPayablePaise: -71_041_000 },
  refundsOwed: {
    count: 1,
    items: [
      {
        paymentId: 'payment-3',
        bookingId: 'booking-3',
        amountPaise: 150_000,
        owedSince: '2026-02-25',
        status: 'failed',
      },
    ],
  },
};

describe('the daily reconciliation', () => {
  beforeEach(() => fixClock(NOW));

  it('opens on yesterday and says when everything matches', async () => {
    const api = stubApi({
      'GET /admin/reconciliation': { body: { success: true, data: matching } },
    });
    renderWithProviders(<ReconciliationPanel />);

    await screen.findByText(ACCOUNTING_MESSAGES.allMatch);
    expect(api.sentTo('GET /admin/reconciliation')[0]?.query).toEqual({ date: '2026-03-01' });
    expect(screen.getByLabelText('Day')).toHaveProperty('value', '2026-03-01');
    expect(screen.getByText('Sunday, 1 March 2026')).toBeTruthy();
    expect(screen.getByText('Razorpay · 2 payments').nextSibling?.textContent).toBe('₹3,000');
    expect(screen.getByText('Owed to trainers for sessions').nextSibling?.textContent).toBe(
      '₹1,425',
    );
    expect(screen.getByText('TDS withheld (194-O), to deposit').nextSibling?.textContent).toBe(
      '₹7.50',
    );
    expect(screen.getByText(ACCOUNTING_MESSAGES.noRefundsOwed)).toBeTruthy();
    expect(screen.getByText(ACCOUNTING_MESSAGES.ledgerBalanced(41))).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('lists each difference and each refund still owed for the day picked', async () => {
    const api = stubApi({
      'GET /admin/reconciliation': ({ query }) => ({
        body: { success: true, data: query.date === '2026-02-27' ? withDifferences : matching },
      }),
    });
    renderWithProviders(<ReconciliationPanel />);
    await screen.findByText(ACCOUNTING_MESSAGES.allMatch);

    // a date field is picked, not typed: the picker sets its whole value at once
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-02-27' } });

    const table = await screen.findByRole('table', {
      name: 'Differences between the gateway and the ledger',
    });
    const [, row] = within(table).getAllByRole('row');
    expect([...(row?.querySelectorAll('th, td') ?? [])].map((cell) => cell.textContent)).toEqual([
      'Captured, no ledger entryRazorpay · pay_Q1W2E3payment-7',
      '₹1,50027 Feb 2026',
      '——',
      '₹1,500',
    ]);
    expect(screen.queryByText(ACCOUNTING_MESSAGES.allMatch)).toBeNull();
    expect(screen.getByText('Owed to trainers for sessions').nextSibling?.textContent).toBe(
      '−₹7,10,410',
    );
    expect(screen.getByText('failed').closest('li')?.textContent).toBe(
      'payment-3owed since 25 Feb 2026 · latest refund failed₹1,500',
    );
    expect(api.sentTo('GET /admin/reconciliation').at(-1)?.query).toEqual({ date: '2026-02-27' });
    await expectNoAxeViolations();
  });

  it('shows the server’s refusal of a day still to come', async () => {
    stubApi({
      'GET /admin/reconciliation': ({ query }) =>
        query.date === '2026-03-01'
          ? { body: { success: true, data: matching } }
          : { status: 400, body: { success: false, message: ACCOUNTING_MESSAGES.dateInFuture } },
    });
    renderWithProviders(<ReconciliationPanel />);
    await screen.findByText(ACCOUNTING_MESSAGES.allMatch);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-03-09' } });
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNTING_MESSAGES.dateInFuture);
  });

  it('downloads the day as CSV, and says why when it is refused', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:reconciliation');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const api = stubApi({
      'GET /admin/reconciliation': { body: { success: true, data: matching } },
      'GET /admin/reconciliation.csv': { status: 429, body: { message: 'Too many requests' } },
    });
    const { user } = renderWithProviders(<ReconciliationPanel />);
    await screen.findByText(ACCOUNTING_MESSAGES.allMatch);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Too many requests')).toBeTruthy();
    expect(api.sentTo('GET /admin/reconciliation.csv')[0]?.query).toEqual({ date: '2026-03-01' });
  });
});
