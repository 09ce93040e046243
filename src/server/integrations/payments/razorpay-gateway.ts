import Razorpay from 'razorpay';
import type { PaymentGateway } from './payment-gateway';
import { hmacHex, paymentSignature, signaturesMatch } from './payment-signature';

/**
 * Razorpay through its official SDK. `hostUrl` exists for tests, which stand a local server
 * in for api.razorpay.com.
 */
export function createRazorpayGateway(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
  hostUrl?: string;
}): PaymentGateway {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  if (options.hostUrl) {
    (
      client as unknown as { api: { rq: { defaults: { baseURL: string } } } }
    ).api.rq.defaults.baseURL = options.hostUrl;
  }
  return {
    kind: 'razorpay',
    keyId: options.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      return { orderId: order.id };
    },
    async refund({ paymentId, amountPaise, receipt, notes }) {
      const made = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      const ours = made.items.find(
        (refund) => refund.status !== 'failed' && refund.notes?.bookingId === notes.bookingId,
      );
      const refund =
        ours ??
        (await client.payments.refund(paymentId, {
          amount: amountPaise,
          speed: 'normal',
          receipt,
          notes,
        }));
      if (refund.status === 'failed') throw new Error(`Razorpay failed refund ${refund.id}`);
      return {
        refundId: refund.id,
        status: refund.status === 'processed' ? 'processed' : 'pending',
      };
    },
    async capturedPayment(orderId) {
      const payments = await client.orders.fetchPayments(orderId);
      const paid = payments.items.find((payment) => payment.status === 'captured');
      return paid
        ? { paymentId: paid.id, method: typeof paid.method === 'string' ? paid.method : null }
        : null;
    },
    async paymentMethod(paymentId) {
      const fetched = await client.payments.fetch(paymentId);
      return typeof fetched.method === 'string' ? fetched.method : null;
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return signaturesMatch(paymentSignature(options.keySecret, orderId, paymentId), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      if (!options.webhookSecret) return null;
      return signaturesMatch(hmacHex(options.webhookSecret, rawBody), signature);
    },
  };
}
