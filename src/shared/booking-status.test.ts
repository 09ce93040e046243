import { describe, expect, it } from 'vitest';
import { canAddToCalendar, cancellationRefunds, canTransition } from './booking-status';
import { istInstant } from './ist';

describe('booking lifecycle', () => {
  it('pays and expires only holds, cancels holds and confirmed sessions, completes confirmed ones', () => {
    expect(canTransition('pending', 'pay')).toBe(true);
    expect(canTransition('confirmed', 'pay')).toBe(false);
    expect(canTransition('pending', 'expire')).toBe(true);
    expect(canTransition('confirmed', 'cancel')).toBe(true);
    expect(canTransition('completed', 'cancel')).toBe(false);
    expect(canTransition('confirmed', 'complete')).toBe(true);
    expect(canTransition('expired', 'pay')).toBe(false);
  });

  it('refunds a client who cancels 24 hours or more ahead, and always when the trainer cancels', () => {
    const start = istInstant('2026-03-05', 10);
    const dayBefore = istInstant('2026-03-04', 10);
    const minuteLater = istInstant('2026-03-04', 10, 1);
    expect(cancellationRefunds('client', start, dayBefore)).toBe(true);
    expect(cancellationRefunds('client', start, minuteLater)).toBe(false);
    expect(cancellationRefunds('trainer', start, minuteLater)).toBe(true);
  });
});

describe('Add to calendar', () => {
  it('is offered for confirmed sessions only, never for an unpaid hold', () => {
    expect(canAddToCalendar('confirmed')).toBe(true);
    expect(canAddToCalendar('pending')).toBe(false);
    expect(canAddToCalendar('expired')).toBe(false);
    expect(canAddToCalendar('cancelled')).toBe(false);
  });
});
