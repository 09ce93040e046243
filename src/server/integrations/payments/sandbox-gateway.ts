import type { PaymentGateway } from './payment-gateway';
import { hmacHex, paymentSignature, providerId, signaturesMatch } from './payment-signature';

/**
 * The default gateway: no provider account needed. It issues Razorpay-shaped ids and signs
 * exactly as Razorpay does, so verification runs the same code; the page's checkout dialog
 * plays the provider through `completePayment`.
 */
export function createSandboxGateway(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}) {
  const methods = new Map<string, string>();
  const gateway = {
    kind: 'sandbox' as const,
    keyId: options.keyId,
    async createOrder() {
      return { orderId: providerId('order') };
    },
    async refund() {
      return { refundId: providerId('rfnd'), status: 'processed' as const };
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
