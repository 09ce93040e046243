import type { PaymentGateway, ProviderRefund } from './payment-gateway';
import { hmacHex, paymentSignature, providerId, signaturesMatch } from './payment-signature';

/**
 * The default gateway: no provider account needed and no money moves. It issues Razorpay-shaped
 * ids and signs exactly as Razorpay does, so verification runs the same code; the page's checkout
 * dialog plays the provider through `completePayment`. Like Razorpay it remembers the payments
 * of each order and the refunds of each payment (in this process), so a refund asked for twice
 * is found, not made twice.
 */
export function createSandboxGateway(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}) {
  const methods = new Map<string, string>();
  const captured = new Map<string, string>();
  const refunds = new Map<string, ProviderRefund & { bookingId: string }>();
  const gateway = {
    kind: 'sandbox' as const,
    keyId: options.keyId,
    async createOrder() {
      return { orderId: providerId('order') };
    },
    async refund({ paymentId, notes }: Parameters<PaymentGateway['refund']>[0]) {
      const made = refunds.get(paymentId);
      if (made?.bookingId === notes.bookingId) {
        return { refundId: made.refundId, status: made.status };
      }
      const refund = { refundId: providerId('rfnd'), status: 'processed' as const };
      refunds.set(paymentId, { ...refund, bookingId: notes.bookingId });
      return refund;
    },
    async capturedPayment(orderId: string) {
      const paymentId = captured.get(orderId);
      return paymentId ? { paymentId, method: methods.get(paymentId) ?? null } : null;
    },
    async paymentMethod(paymentId: string) {
      return methods.get(paymentId) ?? null;
    },
    verifyPaymentSignature(orderId: string, paymentId: string, signature: string) {
      return signaturesMatch(paymentSignature(options.keySecret, orderId, paymentId), signature);
    },
    verifyWebhookSignature(rawBody: string, signature: string) {
      return signaturesMatch(hmacHex(options.webhookSecret, rawBody), signature);
    },
    /** What Razorpay Checkout hands the page after a successful payment. */
    completePayment(orderId: string, method: string) {
      const paymentId = providerId('pay');
      methods.set(paymentId, method);
      captured.set(orderId, paymentId);
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(options.keySecret, orderId, paymentId),
      };
    },
  } satisfies PaymentGateway & Record<string, unknown>;
  return gateway;
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
