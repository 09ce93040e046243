import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSignature } from './payment-signature';
import { createRazorpayGateway } from './razorpay-gateway';

/** Stands in for api.razorpay.com on localhost and remembers what it was asked. */
const requests: { method: string; url: string; auth: string; body: unknown }[] = [];
let server: Server;
let hostUrl: string;

async function readBody(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : null;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    requests.push({
      method: request.method!,
      url: request.url!,
      auth: request.headers.authorization ?? '',
      body,
    });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/v1/orders') {
      response.end(
        JSON.stringify({ id: 'order_LocalTest123456', amount: body.amount, status: 'created' }),
      );
    } else if (request.url === '/v1/payments/pay_LocalTest123456/refund') {
      response.end(JSON.stringify({ id: 'rfnd_LocalTest123456', status: 'processed' }));
    } else if (request.url === '/v1/payments/pay_LocalTest123456') {
      response.end(JSON.stringify({ id: 'pay_LocalTest123456', method: 'netbanking' }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR' } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const gateway = () =>
  createRazorpayGateway({
    keyId: 'rzp_test_key',
    keySecret: 'key-secret',
    webhookSecret: 'hook-secret',
    hostUrl,
  });

describe('Razorpay gateway through the official SDK', () => {
  it('creates an INR order in paise with basic auth of the key pair', async () => {
    const order = await gateway().createOrder({
      amountPaise: 158_900,
      receipt: 'booking-1',
      notes: { bookingId: 'booking-1' },
    });
    expect(order.orderId).toBe('order_LocalTest123456');
    const sent = requests.find((request) => request.url === '/v1/orders')!;
    expect(sent.body).toMatchObject({ amount: 158_900, currency: 'INR', receipt: 'booking-1' });
    expect(sent.auth).toBe(`Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`);
  });

  it('refunds the full amount and reads the payment method', async () => {
    const refund = await gateway().refund({
      paymentId: 'pay_LocalTest123456',
      amountPaise: 158_900,
      notes: { reason: 'cancelled' },
    });
    expect(refund).toEqual({ refundId: 'rfnd_LocalTest123456', status: 'processed' });
    expect(await gateway().paymentMethod('pay_LocalTest123456')).toBe('netbanking');
  });

  it('verifies payment and webhook signatures as Razorpay computes them', () => {
    const signature = paymentSignature('key-secret', 'order_1', 'pay_1');
    expect(gateway().verifyPaymentSignature('order_1', 'pay_1', signature)).toBe(true);
    expect(gateway().verifyPaymentSignature('order_1', 'pay_2', signature)).toBe(false);
    expect(gateway().verifyWebhookSignature('{}', 'nope')).toBe(false);
  });
});
