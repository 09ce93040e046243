import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hmacHex } from '#server/integrations/payments/payment-signature.ts';
import type { Beneficiary, PayoutOrder } from './payout-provider';
import { createRazorpayXPayouts, idempotencyKey } from './razorpayx-payouts';
import { startRazorpayXStandIn } from './razorpayx-test-server';

let standIn: Awaited<ReturnType<typeof startRazorpayXStandIn>>;
beforeAll(async () => {
  standIn = await startRazorpayXStandIn();
});
afterAll(() => standIn.stop());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.answerPayouts(null);
});

const payouts = () =>
  createRazorpayXPayouts({
    keyId: 'rzp_test_x',
    keySecret: 'x-secret',
    accountNumber: '7878780080316316',
    webhookSecret: 'x-hook-secret',
    hostUrl: standIn.hostUrl,
  });

const order: PayoutOrder = {
  id: '3f2b9a4e-1c7d-4e8f-9a0b-1c2d3e4f5a6b',
  trainerId: 'trainer-1',
  netPaise: 712_500,
  weekStart: '2026-03-02',
  attempts: 0,
};
const bankHolder: Beneficiary = {
  name: 'Ritu Sharma',
  email: 'ritu@example.in',
  phone: '9876543210',
  bank: { accountNumber: '123456789012', ifsc: 'HDFC0001234' },
  upiId: 'ritu@okhdfc',
};

describe('RazorpayX payouts', () => {
  it('creates the contact, the bank fund account and an IMPS payout with an idempotency key', async () => {
    const outcome = await payouts().send(order, bankHolder);
    expect(outcome).toEqual({ status: 'processing', providerPayoutId: expect.any(String) });
    expect(standIn.requests.map((request) => request.url)).toEqual([
      '/v1/contacts',
      '/v1/fund_accounts',
      '/v1/payouts',
    ]);
    const [contact, fundAccount, payout] = standIn.requests;
    expect(contact!.headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_x:x-secret').toString('base64')}`,
    );
    expect(contact!.body).toMatchObject({ name: 'Ritu Sharma', email: 'ritu@example.in' });
    expect(fundAccount!.body).toEqual({
      contact_id: 'cont_00000000000001',
      account_type: 'bank_account',
      bank_account: { name: 'Ritu Sharma', ifsc: 'HDFC0001234', account_number: '123456789012' },
    });
    expect(payout!.headers['x-payout-idempotency']).toBe('3f2b9a4e1c7d4e8f9a0b1c2d3e4f5a6b-0');
    expect(payout!.body).toMatchObject({
      account_number: '7878780080316316',
      amount: 712_500,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      reference_id: '3f2b9a4e1c7d4e8f9a0b1c2d3e4f5a6b-0',
    });
  });

  it('pays a UPI id by UPI when there is no bank account', async () => {
    await payouts().send(order, { ...bankHolder, bank: null });
    const [, fundAccount, payout] = standIn.requests;
    expect(fundAccount!.body).toMatchObject({
      account_type: 'vpa',
      vpa: { address: 'ritu@okhdfc' },
    });
    expect(payout!.body).toMatchObject({ mode: 'UPI' });
  });

  it('keeps one key per attempt, so a repeated send is the same payout and a retry a new one', () => {
    expect(idempotencyKey(order)).toHaveLength(34);
    expect(idempotencyKey({ ...order, attempts: 2 })).toBe('3f2b9a4e1c7d4e8f9a0b1c2d3e4f5a6b-2');
  });

  it("reports RazorpayX's refusal and a payout it did at once or rejected", async () => {
    standIn.answerPayouts(() => ({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid IFSC Code' } },
    }));
    expect(await payouts().send({ ...order, attempts: 10 }, bankHolder)).toEqual({
      status: 'failed',
      providerPayoutId: null,
      reason: 'Invalid IFSC Code',
    });
    standIn.answerPayouts(() => ({
      status: 200,
      body: { id: 'pout_Processed0001', status: 'processed', utr: 'HDFCN5202603130042' },
    }));
    expect(await payouts().send({ ...order, attempts: 11 }, bankHolder)).toEqual({
      status: 'paid',
      providerPayoutId: 'pout_Processed0001',
      reference: 'HDFCN5202603130042',
    });
    standIn.answerPayouts(() => ({
      status: 200,
      body: {
        id: 'pout_Rejected00001',
        status: 'rejected',
        status_details: { description: 'Payout rejected by approver' },
      },
    }));
    expect(await payouts().send({ ...order, attempts: 12 }, bankHolder)).toEqual({
      status: 'failed',
      providerPayoutId: 'pout_Rejected00001',
      reason: 'Payout rejected by approver',
    });
  });

  it('throws on a server error, so the send is repeated later with the same key', async () => {
    standIn.answerPayouts(() => ({ status: 503, body: { error: { code: 'SERVER_ERROR' } } }));
    await expect(payouts().send({ ...order, attempts: 7 }, bankHolder)).rejects.toThrow(/503/);
  });

  it('verifies webhook signatures over the raw body and reads payout events', () => {
    const body = JSON.stringify({
      event: 'payout.reversed',
      payload: {
        payout: {
          entity: {
            id: 'pout_1',
            reference_id: 'ref-0',
            status: 'reversed',
            status_details: { description: 'Beneficiary account is closed' },
          },
        },
      },
    });
    expect(payouts().verifyWebhookSignature(body, hmacHex('x-hook-secret', body))).toBe(true);
    expect(payouts().verifyWebhookSignature(`${body} `, hmacHex('x-hook-secret', body))).toBe(
      false,
    );
    expect(payouts().readEvent(body)).toEqual({
      kind: 'failed',
      providerPayoutId: 'pout_1',
      sentReference: 'ref-0',
      reason: 'Beneficiary account is closed',
    });
    expect(payouts().readEvent('{"event":"payout.queued","payload":{}}')).toEqual({
      kind: 'ignored',
    });
  });
});
