import { describe, expect, it } from 'vitest';
import { trainerCount } from './trainer-count';

describe('trainerCount', () => {
  it('counts exactly below the cap and says 1,000+ at it', () => {
    expect(trainerCount({ totalCount: 1, totalCapped: false })).toBe('1 trainer');
    expect(trainerCount({ totalCount: 25, totalCapped: false })).toBe('25 trainers');
    expect(trainerCount({ totalCount: 1000, totalCapped: true })).toBe('1,000+ trainers');
  });
});
