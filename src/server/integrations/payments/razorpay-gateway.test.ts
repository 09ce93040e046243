import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RazorpayStandIn, startRazorpayStandIn } from '#server/test/razorpay-stand-in.ts';
import { paymentSignature } from './payment-signature';
import { createRazorpayGateway } from './razorpay-gateway';
import { createSandboxGateway } from './sandbox-gateway';

let standIn: RazorpayStandIn;
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
});
afterAll(() => standIn.close());

const gateway = () =>
  createRazorpayGateway({
    keyId: 'rzp_test_key',
    keySecret: 'key-secret',
    webhookSecret: 'hook-secret',
    hostUrl: standIn.hostUrl,
  });

describe('Razorpay gateway through the official SDK', () => {
  it('creates an INR order in paise with basic auth of the key pair', async () => {
    const order = await gateway().createOrder({
      amountPaise: 158_900,
      receipt: 'booking-1',
      notes: { bookingId: 'booking-1' },
    });
    expect(order.orderId).toMatch(/^order_Local/);
    const sent = standIn.requests.find((request) => request.url === '/v1/orders')!;
    expect(sent.body).toMatchObject({ amount: 158_900, currency: 'INR', receipt: 'booking-1' });
    expect(sent.auth).toBe(`Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`);
  });

  it('refunds the full amount and reads the payment method', async () => {
    const paymentId = standIn.capture('order_x', 'netbanking');
    const refund = await gateway().refund({
      paymentId,
      amountPaise: 158_900,
      receipt: 'refund-1',
      notes: { bookingId: 'booking-1', reason: 'cancelled' },
    });
    expect(refund).toEqual({ refundId: expect.stringMatching(/^rfnd_/), status: 'processed' });
    expect(standIn.refunds.at(-1)).toMatchObject({ amount: 158_900, receipt: 'refund-1' });
    expect(await gateway().paymentMethod(paymentId)).toBe('netbanking');
  });

  it('verifies payment and webhook signatures as Razorpay computes them', () => {
    const signature = paymentSignature('key-secret', 'order_1', 'pay_1');
    expect(gateway().verifyPaymentSignature('order_1', 'pay_1', signature)).toBe(true);
    expect(gateway().verifyPaymentSignature('order_1', 'pay_2', signature)).toBe(false);
    expect(gateway().verifyWebhookSignature('{}', 'nope')).toBe(false);
  });
});

describe('both gateways refund a payment once, however often asked', () => {
  const sandbox = createSandboxGateway({ keyId: 'k', keySecret: 's', webhookSecret: 'w' });
  const gateways = {
    razorpay: (orderId: string) => ({ gateway: gateway(), paid: standIn.capture(orderId) }),
    sandbox: (orderId: string) => ({
      gateway: sandbox,
      paid: sandbox.completePayment(orderId, 'upi').razorpay_payment_id,
    }),
  };

  for (const [name, make] of Object.entries(gateways)) {
    it(`${name}: a second refund of the payment finds the first`, async () => {
      const { gateway: used, paid } = make('order_twice');
      const ask = (receipt: string) =>
        used.refund({
          paymentId: paid,
          amountPaise: 50_000,
          receipt,
          notes: { bookingId: 'booking-twice', reason: 'cancelled' },
        });
      const first = await ask('refund-a');
      const again = await ask('refund-b');
      expect(again.refundId).toBe(first.refundId);
    });

    it(`${name}: reports the payment captured on an order`, async () => {
      const { gateway: used, paid } = make('order_captured');
      expect(await used.capturedPayment('order_captured')).toMatchObject({ paymentId: paid });
      expect(await used.capturedPayment('order_never_paid')).toBeNull();
    });
  }

  it('razorpay: a refund whose answer was lost is found on the retry, not made again', async () => {
    const paid = standIn.capture('order_lost');
    standIn.faults.loseRefundAnswers = 1;
    const ask = () =>
      gateway().refund({
        paymentId: paid,
        amountPaise: 50_000,
        receipt: 'refund-lost',
        notes: { bookingId: 'booking-lost', reason: 'cancelled' },
      });
    await expect(ask()).rejects.toBeDefined();
    await ask();
    expect(standIn.refunds.filter((refund) => refund.payment_id === paid)).toHaveLength(1);
  });
});
