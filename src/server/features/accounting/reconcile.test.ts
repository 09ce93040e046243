import { describe, expect, it } from 'vitest';
import {
  type CapturedPayment,
  type CaptureEntry,
  dayDifferences,
  ledgerGatewayTotals,
  outstandingBalances,
  type ProcessedRefund,
  providerTotals,
  type RefundPaidEntry,
} from './reconcile';

const DAY = '2026-03-01';
/** 10:00 IST on the day, and on the day before. */
const ON_DAY = new Date('2026-03-01T04:30:00.000Z');
const DAY_BEFORE = new Date('2026-02-28T04:30:00.000Z');

const captured = (overrides: Partial<CapturedPayment> = {}): CapturedPayment => ({
  paymentId: 'pay-1',
  bookingId: 'booking-1',
  provider: 'razorpay',
  providerPaymentId: 'pay_ABC',
  amountPaise: 150_000,
  entryAt: ON_DAY,
  ledgerPaise: 150_000,
  ...overrides,
});

const captureEntry = (overrides: Partial<CaptureEntry> = {}): CaptureEntry => ({
  paymentId: 'pay-1',
  bookingId: 'booking-1',
  entryAt: ON_DAY,
  ledgerPaise: 150_000,
  paymentStatus: 'paid',
  provider: 'razorpay',
  providerPaymentId: 'pay_ABC',
  amountPaise: 150_000,
  paidAt: ON_DAY,
  ...overrides,
});

const refunded = (overrides: Partial<ProcessedRefund> = {}): ProcessedRefund => ({
  refundId: 'refund-1',
  paymentId: 'pay-1',
  bookingId: 'booking-1',
  provider: 'razorpay',
  providerPaymentId: 'pay_ABC',
  amountPaise: 150_000,
  entryAt: ON_DAY,
  ledgerPaise: -150_000,
  ...overrides,
});

const refundEntry = (overrides: Partial<RefundPaidEntry> = {}): RefundPaidEntry => ({
  refundId: 'refund-1',
  paymentId: 'pay-1',
  bookingId: 'booking-1',
  entryAt: ON_DAY,
  ledgerPaise: -150_000,
  refundStatus: 'processed',
  amountPaise: 150_000,
  processedAt: ON_DAY,
  provider: 'razorpay',
  providerPaymentId: 'pay_ABC',
  ...overrides,
});

const none = { captured: [], captureEntries: [], refunds: [], refundEntries: [] };

describe('the day’s differences between the gateway and the ledger', () => {
  it('finds none when each capture and refund has its entry, same day, same amount', () => {
    expect(
      dayDifferences({
        date: DAY,
        captured: [captured()],
        captureEntries: [captureEntry()],
        refunds: [refunded()],
        refundEntries: [refundEntry()],
      }),
    ).toEqual([]);
  });

  it('lists a payment captured with no capture entry (before the ledger began)', () => {
    expect(dayDifferences({ ...none, date: DAY, captured: [captured({ entryAt: null })] })).toEqual(
      [
        {
          kind: 'capture_missing',
          paymentId: 'pay-1',
          refundId: null,
          bookingId: 'booking-1',
          provider: 'razorpay',
          providerPaymentId: 'pay_ABC',
          gatewayPaise: 150_000,
          ledgerPaise: null,
          gatewayDate: DAY,
          ledgerDate: null,
        },
      ],
    );
  });

  it('lists an amount that differs, and a capture posted on another day from either side', () => {
    const differences = dayDifferences({
      ...none,
      date: DAY,
      captured: [
        captured({ ledgerPaise: 149_900 }),
        captured({ paymentId: 'pay-2', entryAt: new Date('2026-03-05T04:30:00.000Z') }),
      ],
      captureEntries: [captureEntry({ paymentId: 'pay-3', paidAt: DAY_BEFORE })],
    });
    expect(
      differences.map(({ kind, paymentId, gatewayDate, ledgerDate, ledgerPaise }) => ({
        kind,
        paymentId,
        gatewayDate,
        ledgerDate,
        ledgerPaise,
      })),
    ).toEqual([
      {
        kind: 'capture_amount_differs',
        paymentId: 'pay-1',
        gatewayDate: DAY,
        ledgerDate: DAY,
        ledgerPaise: 149_900,
      },
      {
        kind: 'capture_on_other_day',
        paymentId: 'pay-2',
        gatewayDate: DAY,
        ledgerDate: '2026-03-05',
        ledgerPaise: 150_000,
      },
      {
        kind: 'capture_on_other_day',
        paymentId: 'pay-3',
        gatewayDate: '2026-02-28',
        ledgerDate: DAY,
        ledgerPaise: 150_000,
      },
    ]);
  });

  it('lists a capture entry whose payment was never paid', () => {
    const [difference] = dayDifferences({
      ...none,
      date: DAY,
      captureEntries: [captureEntry({ paymentStatus: 'created', paidAt: null })],
    });
    expect(difference).toMatchObject({
      kind: 'capture_without_payment',
      gatewayPaise: null,
      ledgerPaise: 150_000,
    });
  });

  it('lists a refund processed with no refund-paid entry, and one of another amount', () => {
    const differences = dayDifferences({
      ...none,
      date: DAY,
      refunds: [
        refunded({ entryAt: null, ledgerPaise: 0 }),
        refunded({ refundId: 'refund-2', ledgerPaise: -100_000 }),
      ],
    });
    expect(differences.map((d) => [d.kind, d.refundId, d.gatewayPaise, d.ledgerPaise])).toEqual([
      ['refund_entry_missing', 'refund-1', 150_000, null],
      ['refund_amount_differs', 'refund-2', 150_000, 100_000],
    ]);
  });

  it('lists a refund-paid entry whose refund is not processed', () => {
    const [difference] = dayDifferences({
      ...none,
      date: DAY,
      refundEntries: [refundEntry({ refundStatus: 'failed', processedAt: null })],
    });
    expect(difference).toMatchObject({ kind: 'refund_entry_without_refund', ledgerPaise: 150_000 });
  });
});

describe('the day’s totals and balances', () => {
  it('shows the real gateway and the sandbox apart, both always', () => {
    expect(
      providerTotals([
        { provider: 'sandbox', amountPaise: 100_000 },
        { provider: 'sandbox', amountPaise: 50_000 },
      ]),
    ).toEqual([
      { provider: 'razorpay', count: 0, amountPaise: 0 },
      { provider: 'sandbox', count: 2, amountPaise: 150_000 },
    ]);
  });

  it('reads the ledger’s gateway lines as captured in, refunded out and the rest', () => {
    expect(
      ledgerGatewayTotals(
        [
          { kind: 'capture', amountPaise: 300_000 },
          { kind: 'refund_paid', amountPaise: -150_000 },
          { kind: 'route_transfer', amountPaise: -120_000 },
        ],
        { captures: 2, refunds: 1 },
      ),
    ).toEqual({
      capturedPaise: 300_000,
      captureCount: 2,
      refundedPaise: 150_000,
      refundCount: 1,
      otherPaise: -120_000,
    });
  });

  it('shows what is owed as positive amounts and leaves untouched accounts at zero', () => {
    const balances = outstandingBalances(
      new Map([
        ['gateway', 150_000],
        ['refund_payable', -150_000],
        ['tds_payable', -750],
      ]),
    );
    expect(balances).toEqual({
      gatewayPaise: 150_000,
      refundPayablePaise: 150_000,
      trainerPayablePaise: 0,
      payoutPayablePaise: 0,
      tdsPayablePaise: 750,
      tcsPayablePaise: 0,
      outputCgstPaise: 0,
      outputSgstPaise: 0,
      outputIgstPaise: 0,
    });
  });
});
