/** A refund as the provider reports it. */
export interface ProviderRefund {
  refundId: string;
  status: 'processed' | 'pending';
}

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
  /**
   * Refunds the payment in full, idempotently: a refund this app already made for the payment
   * (its notes carry the booking) that the provider has not failed is returned, not made again.
   * `receipt` names our refund row.
   */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
    notes: { bookingId: string; reason: string };
  }): Promise<ProviderRefund>;
  /** The order's captured payment, when the provider has one (a checkout whose page closed). */
  capturedPayment(orderId: string): Promise<{ paymentId: string; method: string | null } | null>;
  /** The method the client paid with (upi, card, netbanking, wallet), when the provider says. */
  paymentMethod(paymentId: string): Promise<string | null>;
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Null when no webhook secret is configured: webhooks are then refused. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean | null;
}
