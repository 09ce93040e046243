import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { paymentFailureMessage } from './payment-errors';

describe('payment failure messages (spec 01 section 8)', () => {
  it('asks for a refresh when authentication failed, and reloads', () => {
    expect(
      paymentFailureMessage(new Error(MESSAGES.authenticationFailedFor('creating the order'))),
    ).toEqual({ message: MESSAGES.sessionExpiredRefresh, reload: true });
  });

  it('names a token problem, else shows the message, else the fallback', () => {
    expect(paymentFailureMessage(new Error('Invalid token')).message).toBe(
      MESSAGES.authenticationIssue,
    );
    expect(paymentFailureMessage(new Error(MESSAGES.holdExpired)).message).toBe(
      MESSAGES.holdExpired,
    );
    expect(paymentFailureMessage(new Error(''), MESSAGES.createOrderFailed).message).toBe(
      MESSAGES.createOrderFailed,
    );
  });
});
