import { describe, expect, it } from 'vitest';
import { paginate } from '#shared/discovery-types.ts';
import { trainerCount } from './trainer-count';

const count = (totalCount: number, totalCapped: boolean) => ({
  ...paginate(1, 5, totalCount),
  totalCapped,
});

describe('trainerCount', () => {
  it('counts exactly below the cap and says 1,000+ at it', () => {
    expect(trainerCount(count(1, false))).toBe('1 trainer');
    expect(trainerCount(count(25, false))).toBe('25 trainers');
    expect(trainerCount(count(1000, true))).toBe('1,000+ trainers');
  });
});
