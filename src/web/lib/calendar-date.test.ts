import { describe, expect, it } from 'vitest';
import { formatBookingDate } from './calendar-date';

describe('formatBookingDate', () => {
  it('writes dates the Indian way', () => {
    expect(formatBookingDate('2026-03-04')).toBe('Wed, 4 Mar');
  });
});
