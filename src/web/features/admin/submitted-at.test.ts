import { describe, expect, it } from 'vitest';
import { submittedAtLabel } from './submitted-at';

describe('submitted time in India Standard Time', () => {
  it('shows an instant as IST wall-clock time', () => {
    expect(submittedAtLabel('2026-03-02T04:30:00.000Z')).toBe('2 Mar 2026, 10:00 am IST');
  });

  it('moves to the next IST day from 18:30 UTC', () => {
    expect(submittedAtLabel('2026-03-01T18:29:00.000Z')).toBe('1 Mar 2026, 11:59 pm IST');
    expect(submittedAtLabel('2026-03-01T18:30:00.000Z')).toBe('2 Mar 2026, 12:00 am IST');
  });

  it('says so when the portfolio was never sent', () => {
    expect(submittedAtLabel(null)).toBe('Not submitted');
  });
});
