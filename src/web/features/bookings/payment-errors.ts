import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';

type PaymentMessages = Pick<
  typeof BOOKING_MESSAGES,
  'paymentFailed' | 'sessionExpiredRefresh' | 'authenticationIssue'
>;

/**
 * docs/product/booking.md#payment: what the page says when paying fails, in the page's language
 * (`messages`). An expired session also reloads the page after 3 seconds.
 */
export function paymentFailureMessage(
  error: unknown,
  fallback?: string,
  messages: PaymentMessages = BOOKING_MESSAGES,
): { message: string; reload: boolean } {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  // ensureFreshSession's marker: always in English, never shown as it is.
  if (message.includes('Authentication failed')) {
    return { message: messages.sessionExpiredRefresh, reload: true };
  }
  if (message.toLowerCase().includes('token')) {
    return { message: messages.authenticationIssue, reload: false };
  }
  return { message: message || fallback || messages.paymentFailed, reload: false };
}
