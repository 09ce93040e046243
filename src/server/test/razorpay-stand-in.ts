import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StandInRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * Stands in for api.razorpay.com on localhost, with the parts of its behaviour the app relies
 * on: orders, the payments captured on them, refunds listed per payment. A test can make the
 * next refunds fail, or make one go through while its answer is lost (a timeout after Razorpay
 * acted), to see that the app retries and never refunds twice.
 */
export async function startRazorpayStandIn() {
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_Local${String(++sequence).padStart(9, '0')}`;
  const orders = new Map<string, { amount: number; receipt: string }>();
  const payments = new Map<string, { id: string; order_id: string; method: string }>();
  const refunds: StandInRefund[] = [];
  const requests: { method: string; url: string; auth: string; body: unknown }[] = [];
  const faults = { failRefunds: 0, loseRefundAnswers: 0 };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };
  const unavailable = { error: { code: 'SERVER_ERROR', description: 'The bank is unavailable' } };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = text ? JSON.parse(text) : null;
    const path = new URL(request.url!, 'http://stand-in').pathname;
    requests.push({
      method: request.method!,
      url: path,
      auth: request.headers.authorization ?? '',
      body,
    });
    const orderPayments = path.match(/^\/v1\/orders\/([^/]+)\/payments$/);
    const paymentRefunds = path.match(/^\/v1\/payments\/([^/]+)\/refunds$/);
    const newRefund = path.match(/^\/v1\/payments\/([^/]+)\/refund$/);
    const onePayment = path.match(/^\/v1\/payments\/([^/]+)$/);
    if (request.method === 'POST' && path === '/v1/orders') {
      const id = nextId('order');
      orders.set(id, { amount: body.amount, receipt: body.receipt });
      return send(response, 200, { id, amount: body.amount, status: 'created' });
    }
    if (orderPayments) {
      const items = [...payments.values()]
        .filter((payment) => payment.order_id === orderPayments[1])
        .map((payment) => ({ ...payment, status: 'captured' }));
      return send(response, 200, { entity: 'collection', count: items.length, items });
    }
    if (paymentRefunds) {
      const items = refunds.filter((refund) => refund.payment_id === paymentRefunds[1]);
      return send(response, 200, { entity: 'collection', count: items.length, items });
    }
    if (request.method === 'POST' && newRefund) {
      if (faults.failRefunds > 0) {
        faults.failRefunds -= 1;
        return send(response, 502, unavailable);
      }
      const refund: StandInRefund = {
        id: nextId('rfnd'),
        entity: 'refund',
        payment_id: newRefund[1]!,
        amount: body.amount,
        receipt: body.receipt ?? null,
        notes: body.notes ?? {},
        status: 'processed',
      };
      refunds.push(refund);
      if (faults.loseRefundAnswers > 0) {
        faults.loseRefundAnswers -= 1;
        return send(response, 504, unavailable);
      }
      return send(response, 200, refund);
    }
    if (onePayment) {
      const payment = payments.get(onePayment[1]!);
      if (payment) return send(response, 200, { ...payment, status: 'captured' });
    }
    return send(response, 404, { error: { code: 'BAD_REQUEST_ERROR' } });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, unavailable));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    hostUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    refunds,
    faults,
    /** The client pays the order in Razorpay Checkout; returns the payment's id. */
    capture(orderId: string, method = 'upi') {
      const id = nextId('pay');
      payments.set(id, { id, order_id: orderId, method });
      return id;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
