import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';

/**
 * docs/product/booking.md#payment: what the page says when paying fails. An expired session
 * also reloads the page after 3 seconds.
 */
export function paymentFailureMessage(
  error: unknown,
  fallback: string = BOOKING_MESSAGES.paymentFailed,
): { message: string; reload: boolean } {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.includes('Authentication failed')) {
    return { message: BOOKING_MESSAGES.sessionExpiredRefresh, reload: true };
  }
  if (message.toLowerCase().includes('token')) {
    return { message: BOOKING_MESSAGES.authenticationIssue, reload: false };
  }
  return { message: message || fallback, reload: false };
}
