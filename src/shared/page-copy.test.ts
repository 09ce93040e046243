import { describe, expect, it } from 'vitest';
import { findCity } from './catalog';
import { cityCopy, listingCopy, trainerKind } from './page-copy';

const pune = findCity('pune')!;

describe('page headlines read naturally', () => {
  it('names personal trainers, not "Personal Training Trainers", on a city page', () => {
    const copy = cityCopy(pune, 'personal-trainer');
    expect(copy.heading).toBe('Personal Trainers in Pune');
    expect(copy.title).toBe('Personal Trainers in Pune');
    expect(copy.description).not.toMatch(/training trainers/i);
    expect(trainerKind('Personal Training')).toBe('Personal');
  });

  it('keeps labels that already name a discipline', () => {
    expect(cityCopy(pune, 'yoga').heading).toBe('Yoga Trainers in Pune');
    expect(cityCopy(pune).heading).toBe('Fitness Trainers in Pune');
  });

  it('drops the doubled word on the listing too', () => {
    const copy = listingCopy({ specialization: 'weight-training', online: true });
    expect(copy.heading).toBe('Weight Trainers Online');
    expect(copy.text).not.toMatch(/training trainers/i);
  });
});
