import { describe, expect, it } from 'vitest';
import { formatIstDay } from './format-date';

describe('formatIstDay', () => {
  it('reads the day in India, not in the machine’s zone', () => {
    expect(formatIstDay('2026-03-01T18:29:59.000Z')).toBe('1 Mar 2026');
    expect(formatIstDay('2026-03-01T18:30:00.000Z')).toBe('2 Mar 2026');
  });

  it('writes the day in Hindi on a Hindi page, still on the IST calendar', () => {
    expect(formatIstDay('2026-03-01T18:30:00.000Z', 'hi')).toBe('2 मार्च 2026');
  });
});
