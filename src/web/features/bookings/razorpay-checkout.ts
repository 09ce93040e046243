import type { ProviderPayment } from '#shared/booking-schemas.ts';
import type { CheckoutOrder } from './api/payment-api';
import type { razorpayText } from './razorpay-checkout.text';

type RazorpayText = (typeof razorpayText)['english'];

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** Up to 5 tries, from 125 ms, doubling, with jitter (docs/product/booking.md#payment). */
const ATTEMPTS = 5;
const FIRST_DELAY_MS = 125;

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error: { description: string } }) => void,
  ): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadOnce(text: RazorpayText): Promise<RazorpayConstructor> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error(text.didNotLoad));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(text.couldNotLoad));
    };
    document.head.append(script);
  });
}

async function loadRazorpay(text: RazorpayText): Promise<RazorpayConstructor> {
  let delay = FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await loadOnce(text);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resume) => setTimeout(resume, delay + Math.random() * delay));
      delay *= 2;
    }
  }
}

/**
 * Opens Razorpay Checkout for the order; exactly one of the callbacks runs. The description is
 * the page's, in its language. Razorpay documents no checkout option for the checkout's own
 * language: it follows the Dashboard's default language (Checkout Features) until the customer
 * picks another in the checkout, so none is passed.
 */
export async function openRazorpayCheckout(
  order: CheckoutOrder,
  page: { description: string; text: RazorpayText },
  callbacks: {
    onSuccess: (payment: ProviderPayment) => void;
    onFailure: (description: string) => void;
    onDismiss: () => void;
  },
) {
  const Razorpay = await loadRazorpay(page.text);
  const checkout = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.orderId,
    name: 'Kasrat',
    description: page.description,
    prefill: order.prefill,
    theme: { color: '#0f766e' },
    handler: callbacks.onSuccess,
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.on('payment.failed', (response) => callbacks.onFailure(response.error.description));
  checkout.open();
}
