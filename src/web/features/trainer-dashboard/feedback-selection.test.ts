import { describe, expect, it } from 'vitest';
import { toggleFeedback } from './feedback-selection';

const ten = Array.from({ length: 10 }, (_, index) => `b${index}`);

describe('choosing feedback for the profile', () => {
  it('adds and removes a reviewed session', () => {
    expect(toggleFeedback(['a'], 'b', true)).toEqual({ selected: ['a', 'b'], refused: false });
    expect(toggleFeedback(['a', 'b'], 'a', false)).toEqual({ selected: ['b'], refused: false });
  });

  it('refuses an eleventh and keeps the ten', () => {
    expect(toggleFeedback(ten, 'b10', true)).toEqual({ selected: ten, refused: true });
  });

  it('lets one go at ten, and a session already chosen stays chosen once', () => {
    expect(toggleFeedback(ten, 'b3', false).selected).toHaveLength(9);
    expect(toggleFeedback(ten, 'b3', true)).toEqual({ selected: ten, refused: false });
  });
});
