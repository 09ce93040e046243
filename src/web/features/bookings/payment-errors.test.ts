import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { paymentFailureMessage } from './payment-errors';

describe('payment failure messages (docs/product/booking.md#payment)', () => {
  it('asks for a refresh when authentication failed, and reloads', () => {
    expect(
      paymentFailureMessage(
        new Error(BOOKING_MESSAGES.authenticationFailedFor('creating the order')),
      ),
    ).toEqual({ message: BOOKING_MESSAGES.sessionExpiredRefresh, reload: true });
  });

  it('names a token problem, else shows the message, else the fallback', () => {
    expect(paymentFailureMessage(new Error('Invalid token')).message).toBe(
      BOOKING_MESSAGES.authenticationIssue,
    );
    expect(paymentFailureMessage(new Error(BOOKING_MESSAGES.holdExpired)).message).toBe(
      BOOKING_MESSAGES.holdExpired,
    );
    expect(paymentFailureMessage(new Error(''), BOOKING_MESSAGES.createOrderFailed).message).toBe(
      BOOKING_MESSAGES.createOrderFailed,
    );
  });
});
