import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hmacHex } from '#server/integrations/payments/payment-signature.ts';
import { createRouteSettlement, linkedAccountReference } from './route-settlement';
import { type RouteStandIn, startRouteStandIn } from './route-test-server';
import { type LinkedAccountHolder, SettlementRefusal } from './settlement';

const KEYS = { keyId: 'rzp_test_route', keySecret: 'route-secret' };
let standIn: RouteStandIn;
beforeAll(async () => {
  standIn = await startRouteStandIn(KEYS);
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const route = () =>
  createRouteSettlement({ ...KEYS, webhookSecret: 'route-hook-secret', baseUrl: standIn.baseUrl });

let trainers = 0;
/** A trainer of their own for each test: Razorpay keeps one linked account per e-mail. */
function trainer(): LinkedAccountHolder {
  trainers += 1;
  return {
    trainerId: `3f2b9a4e-1c7d-4e8f-9a0b-1c2d3e4f5a${String(trainers).padStart(2, '0')}`,
    legalName: 'Ritu Sharma',
    email: `ritu${trainers}@example.in`,
    phone: '9876543210',
    pan: 'ABCPS1234K',
    address: {
      street1: '12, 4th Cross',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560034',
    },
    bank: { accountNumber: '123456789012', ifsc: 'HDFC0001234', beneficiaryName: 'Ritu Sharma' },
  };
}

const calls = () => standIn.requests.map((request) => `${request.method} ${request.path}`);
const HELD_UNTIL = new Date('2026-03-20T18:30:00Z');

async function linkedAccountId() {
  return (await route().linkedAccount(trainer())).accountId;
}

describe('Route linked accounts', () => {
  it("creates the trainer's account, stakeholder and Route product paying into their bank", async () => {
    const holder = trainer();
    const account = await route().linkedAccount(holder);

    expect(account).toEqual({
      accountId: expect.stringMatching(/^acc_/),
      status: 'activated',
      requirements: [],
    });
    const id = account.accountId;
    expect(calls()).toEqual([
      'POST /v2/accounts',
      `GET /v2/accounts/${id}/stakeholders`,
      `POST /v2/accounts/${id}/stakeholders`,
      `POST /v2/accounts/${id}/products`,
      expect.stringMatching(new RegExp(`^PATCH /v2/accounts/${id}/products/acc_prd_`)),
    ]);
    const [created, , stakeholder, product, settlements] = standIn.requests;
    expect(created?.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_route:route-secret').toString('base64')}`,
    );
    expect(created?.body).toMatchObject({
      email: holder.email,
      phone: '9876543210',
      type: 'route',
      reference_id: linkedAccountReference(holder.trainerId),
      legal_business_name: 'Ritu Sharma',
      business_type: 'individual',
      contact_name: 'Ritu Sharma',
      profile: {
        addresses: {
          registered: {
            street1: '12, 4th Cross',
            city: 'Bengaluru',
            state: 'KARNATAKA',
            postal_code: '560034',
            country: 'IN',
          },
        },
      },
      legal_info: { pan: 'ABCPS1234K' },
      notes: { trainerId: holder.trainerId },
    });
    expect(stakeholder?.body).toMatchObject({ name: 'Ritu Sharma', kyc: { pan: 'ABCPS1234K' } });
    expect(product?.body).toEqual({ product_name: 'route', tnc_accepted: true });
    expect(settlements?.body).toEqual({
      settlements: {
        account_number: '123456789012',
        ifsc_code: 'HDFC0001234',
        beneficiary_name: 'Ritu Sharma',
      },
      tnc_accepted: true,
    });
  });

  it('gives each trainer a reference of their own within the 20 characters Razorpay allows', () => {
    const first = linkedAccountReference('0190f3c2-7a1b-7c4d-8e5f-000000000001');
    const second = linkedAccountReference('0190f3c2-7a1b-7c4d-8e5f-000000000002');
    expect(first).toMatch(/^[0-9a-f]{20}$/);
    expect(second).not.toBe(first);
  });

  it('reports a review Razorpay has not passed, with what it still wants', async () => {
    standIn.reviewProductsAs('needs_clarification', ['kyc.pan']);
    const account = await route().linkedAccount(trainer());
    expect(account).toMatchObject({ status: 'needs_clarification', requirements: ['kyc.pan'] });
  });

  it('a retry after the answer was lost finds the account and its stakeholder, making no second', async () => {
    const holder = trainer();
    standIn.loseNextAnswer('POST', /^\/v2\/accounts$/);
    await expect(route().linkedAccount(holder)).rejects.toThrow();

    const retried = await route().linkedAccount(holder);
    expect(retried.status).toBe('activated');
    const ours = [...standIn.accounts.values()].filter((account) => account.email === holder.email);
    expect(ours.map((account) => account.id)).toEqual([retried.accountId]);

    standIn.loseNextAnswer('POST', /\/stakeholders$/);
    const other = trainer();
    await expect(route().linkedAccount(other)).rejects.toThrow();
    const again = await route().linkedAccount(other);
    expect(standIn.stakeholders.get(again.accountId)).toHaveLength(1);
  });

  it("never takes over another trainer's account that uses the same e-mail", async () => {
    const first = trainer();
    await route().linkedAccount(first);
    const second = { ...trainer(), email: first.email };
    const refused = route().linkedAccount(second);
    await expect(refused).rejects.toBeInstanceOf(SettlementRefusal);
    await expect(refused).rejects.toThrow(/^Merchant email already exists for account - /);
  });
});

describe('Route transfers', () => {
  it("transfers the trainer's share of a captured payment on hold", async () => {
    const accountId = await linkedAccountId();
    const paymentId = standIn.capture(150_000);
    standIn.reset();

    const { transferId } = await route().transfer({
      paymentId,
      accountId,
      amountPaise: 142_500,
      onHold: true,
      holdUntil: HELD_UNTIL,
      notes: { bookingId: 'booking-1' },
    });

    expect(calls()).toEqual([
      `GET /v1/payments/${paymentId}/transfers`,
      `POST /v1/payments/${paymentId}/transfers`,
    ]);
    expect(standIn.requests[1]?.body).toEqual({
      transfers: [
        {
          account: accountId,
          amount: 142_500,
          currency: 'INR',
          notes: { bookingId: 'booking-1' },
          on_hold: true,
          on_hold_until: HELD_UNTIL.getTime() / 1000,
        },
      ],
    });
    expect(standIn.transfers.find((transfer) => transfer.id === transferId)).toMatchObject({
      recipient: accountId,
      amount: 142_500,
      settlement_status: 'on_hold',
    });
  });

  it('a retry after the answer was lost finds the transfer: the trainer is paid once', async () => {
    const accountId = await linkedAccountId();
    const paymentId = standIn.capture(150_000);
    const order = { paymentId, accountId, amountPaise: 142_500, onHold: true, notes: {} };
    standIn.loseNextAnswer('POST', /\/transfers$/);
    await expect(route().transfer(order)).rejects.toThrow();

    const retried = await route().transfer(order);
    const again = await route().transfer(order);

    const made = standIn.transfers.filter((transfer) => transfer.source === paymentId);
    expect(made.map((transfer) => transfer.id)).toEqual([retried.transferId]);
    expect(again.transferId).toBe(retried.transferId);
  });

  it('refuses a retry asking a different amount of the same payment', async () => {
    const accountId = await linkedAccountId();
    const paymentId = standIn.capture(150_000);
    await route().transfer({ paymentId, accountId, amountPaise: 142_500, onHold: true, notes: {} });
    await expect(
      route().transfer({ paymentId, accountId, amountPaise: 100_000, onHold: true, notes: {} }),
    ).rejects.toThrow(/already transfers 142500 paise/);
  });

  it('releases a held transfer to the trainer', async () => {
    const accountId = await linkedAccountId();
    const paymentId = standIn.capture(150_000);
    const { transferId } = await route().transfer({
      paymentId,
      accountId,
      amountPaise: 142_500,
      onHold: true,
      notes: {},
    });
    standIn.reset();

    await route().release(transferId);
    await route().release(transferId);

    expect(standIn.requests[0]).toMatchObject({
      method: 'PATCH',
      path: `/v1/transfers/${transferId}`,
      body: { on_hold: false },
    });
    expect(standIn.transfers.find((transfer) => transfer.id === transferId)).toMatchObject({
      on_hold: false,
      settlement_status: 'pending',
    });
  });

  it("reverses a refunded payment's transfer once, however often the refund retries", async () => {
    const accountId = await linkedAccountId();
    const paymentId = standIn.capture(150_000);
    const { transferId } = await route().transfer({
      paymentId,
      accountId,
      amountPaise: 142_500,
      onHold: true,
      notes: {},
    });
    const order = { transferId, amountPaise: 142_500, reference: 'refund-1' };
    standIn.loseNextAnswer('POST', /\/reversals$/);
    await expect(route().reverse(order)).rejects.toThrow();

    const { reversalId } = await route().reverse(order);
    expect(await route().reverse(order)).toEqual({ reversalId });

    expect(standIn.reversals.filter((reversal) => reversal.transfer_id === transferId)).toEqual([
      expect.objectContaining({
        id: reversalId,
        amount: 142_500,
        notes: { reference: 'refund-1' },
      }),
    ]);
    expect(standIn.transfers.find((transfer) => transfer.id === transferId)?.status).toBe(
      'reversed',
    );
  });
});

describe("Razorpay's errors", () => {
  it('throws a refusal with the description Razorpay gave', async () => {
    const accountId = await linkedAccountId();
    const paymentId = standIn.capture(100_000);
    const tooMuch = route().transfer({
      paymentId,
      accountId,
      amountPaise: 142_500,
      onHold: true,
      notes: {},
    });
    await expect(tooMuch).rejects.toBeInstanceOf(SettlementRefusal);
    await expect(tooMuch).rejects.toThrow(
      'The sum of amount requested for transfer is greater than the captured amount',
    );

    standIn.refuseNext('PATCH', /^\/v1\/transfers\//, 'Transfer is already settled');
    await expect(route().release('trf_Local000000001')).rejects.toThrow(
      'Transfer is already settled',
    );
    await expect(route().release('trf_Unknown00000')).rejects.toThrow(
      'The id provided does not exist',
    );
    const wrongKeys = createRouteSettlement({
      keyId: 'rzp_test_route',
      keySecret: 'not-the-secret',
      webhookSecret: 'route-hook-secret',
      baseUrl: standIn.baseUrl,
    });
    await expect(wrongKeys.release('trf_Local000000001')).rejects.toThrow(
      'The api key provided is invalid',
    );
  });

  it("throws a plain error, one worth retrying, on Razorpay's server error or rate limit", async () => {
    standIn.failNext('POST', /^\/v2\/accounts$/);
    const failed = route().linkedAccount(trainer());
    await expect(failed).rejects.toThrow(/failed: We are facing some trouble/);
    await expect(failed).rejects.not.toBeInstanceOf(SettlementRefusal);

    standIn.failNext('PATCH', /^\/v1\/transfers\//, 429);
    const limited = route().release('trf_Local000000001');
    await expect(limited).rejects.toThrow(/failed: We are facing some trouble/);
    await expect(limited).rejects.not.toBeInstanceOf(SettlementRefusal);
  });
});

describe('Route webhooks', () => {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_Platform000001',
    event: 'transfer.failed',
    contains: ['transfer'],
    payload: {
      transfer: {
        entity: {
          id: 'trf_Failed00000001',
          source: 'pay_Paid0000000001',
          recipient: 'acc_Trainer0000001',
          amount: 142_500,
          error: { description: 'Insufficient balance in the merchant account' },
        },
      },
    },
  });

  it('accepts the signature Razorpay makes over the raw body and nothing else', () => {
    const signature = hmacHex('route-hook-secret', body);
    expect(route().verifyWebhookSignature(body, signature)).toBe(true);
    expect(route().verifyWebhookSignature(body.replace('142500', '1425000'), signature)).toBe(
      false,
    );
    expect(route().verifyWebhookSignature(body, hmacHex('a-guessed-secret', body))).toBe(false);
    expect(route().verifyWebhookSignature(body, '')).toBe(false);
  });

  it('reads transfers, settlements and account reviews', () => {
    expect(route().readEvent(body)).toEqual({
      kind: 'transfer-failed',
      transferId: 'trf_Failed00000001',
      paymentId: 'pay_Paid0000000001',
      reason: 'Insufficient balance in the merchant account',
    });
    const processed = JSON.parse(body.replace('transfer.failed', 'transfer.processed'));
    expect(route().readEvent(JSON.stringify(processed))).toEqual({
      kind: 'transfer-processed',
      transferId: 'trf_Failed00000001',
      paymentId: 'pay_Paid0000000001',
      accountId: 'acc_Trainer0000001',
    });
    const settled = {
      event: 'settlement.processed',
      payload: { settlement: { entity: { id: 'setl_Done00000001', utr: 'HDFCN52026031300' } } },
    };
    expect(route().readEvent(JSON.stringify(settled))).toEqual({
      kind: 'settled',
      settlementId: 'setl_Done00000001',
      utr: 'HDFCN52026031300',
    });
    const reviewed = {
      event: 'product.route.needs_clarification',
      account_id: 'acc_Trainer0000001',
      payload: {
        merchant_product: {
          entity: {
            id: 'acc_prd_Route0000001',
            merchant_id: 'acc_Trainer0000001',
            activation_status: 'needs_clarification',
          },
        },
      },
    };
    expect(route().readEvent(JSON.stringify(reviewed))).toEqual({
      kind: 'account-status',
      accountId: 'acc_Trainer0000001',
      status: 'needs_clarification',
    });
    expect(route().readEvent('{"event":"payment.captured","payload":{}}')).toEqual({
      kind: 'ignored',
    });
  });
});
