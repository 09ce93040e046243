/**
 * The payments port. Both adapters speak Razorpay's protocol: orders in paise, a checkout
 * that returns `razorpay_order_id`, `razorpay_payment_id` and `razorpay_signature`, the
 * signature being HMAC-SHA256 of `order_id|payment_id` with the key secret.
 */
export interface PaymentGateway {
  readonly kind: 'sandbox' | 'razorpay';
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ orderId: string }>;
  refund(input: {
    paymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<{ refundId: string; status: 'processed' | 'pending' }>;
  /** The method the client paid with (upi, card, netbanking, wallet), when the provider says. */
  paymentMethod(paymentId: string): Promise<string | null>;
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Null when no webhook secret is configured: webhooks are then refused. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean | null;
}
