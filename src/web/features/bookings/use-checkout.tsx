import { lazy, Suspense, useState } from 'react';
import { BOOKING_TEXT } from '#shared/booking-messages.ts';
import type { ProviderPayment } from '#shared/booking-schemas.ts';
import { track } from '#web/lib/analytics.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';
import { ensureFreshSession } from './api/fresh-session';
import {
  type CheckoutOrder,
  createOrder,
  type PaymentTarget,
  verifyPayment,
} from './api/payment-api';
import { paymentFailureMessage } from './payment-errors';
import { razorpayText } from './razorpay-checkout.text';

const SandboxCheckout = lazy(() => import('./components/sandbox-checkout'));
const RELOAD_AFTER_MS = 3000;

interface CheckoutOptions {
  target: PaymentTarget;
  /** What the analytics events say was paid for: `{ booking_id }` or `{ pack_id }`. */
  analytics: Record<string, string>;
  totalPaise: number;
  /** What is being paid for, in the page's language: "Online Training with Arjun Mehta". */
  description: string;
  /** After the server verified the payment. */
  onPaid: () => Promise<void>;
}

/**
 * One payment (docs/product/booking.md#payment): order, the sandbox or Razorpay's checkout,
 * verification; a booking's and a pack's alike. `sandbox` is the sandbox's dialog, to render.
 */
export function useCheckout({
  target,
  analytics,
  totalPaise,
  description,
  onPaid,
}: CheckoutOptions) {
  const messages = useText(BOOKING_TEXT);
  const razorpay = useText(razorpayText);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<CheckoutOrder | null>(null);
  const value = { value: totalPaise / 100, currency: 'INR' };

  const fail = (failure: unknown, fallback?: string) => {
    const { message, reload } = paymentFailureMessage(failure, fallback, messages);
    track('payment_failed', { ...analytics, reason: message });
    setError(message);
    setPaying(false);
    setSandboxOrder(null);
    if (reload) setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
  };

  const succeed = async (payment: ProviderPayment) => {
    setSandboxOrder(null);
    try {
      await ensureFreshSession('payment verification');
      await verifyPayment(target, payment);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      fail(
        message.includes('Authentication failed') ? failure : messages.paymentVerificationFailed,
      );
      return;
    }
    track('booking_complete', { ...analytics, ...value });
    await onPaid();
  };

  const dismiss = () => {
    setSandboxOrder(null);
    setPaying(false);
    void showToast('blank', messages.paymentCancelled);
  };

  const pay = async () => {
    setError(null);
    setPaying(true);
    track('payment_initiated', { ...analytics, ...value });
    let order: CheckoutOrder;
    try {
      await ensureFreshSession('order creation');
      order = await createOrder(target);
    } catch (failure) {
      fail(failure, messages.createOrderFailed);
      return;
    }
    if (order.provider === 'sandbox') {
      setSandboxOrder(order);
      return;
    }
    try {
      const { openRazorpayCheckout } = await import('./razorpay-checkout');
      await openRazorpayCheckout(
        order,
        { description, text: razorpay },
        {
          onSuccess: (payment) => void succeed(payment),
          onFailure: (description) => fail(description),
          onDismiss: dismiss,
        },
      );
    } catch (failure) {
      fail(failure);
    }
  };

  const sandbox = sandboxOrder && (
    <Suspense fallback={null}>
      <SandboxCheckout
        order={sandboxOrder}
        description={description}
        onSuccess={(payment) => void succeed(payment)}
        onFailure={(description) => fail(description)}
        onDismiss={dismiss}
      />
    </Suspense>
  );

  return { pay, paying, error, sandbox };
}
