import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of the first two words, skipping punctuation', () => {
    expect(initialsOf('Jay P.')).toBe('JP');
    expect(initialsOf('Foram')).toBe('F');
    expect(initialsOf('ketaki  kulkarni desai')).toBe('KK');
    expect(initialsOf('(Ravi) Shah')).toBe('RS');
  });

  it('shows a question mark for a name without letters', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(' . ')).toBe('?');
  });
});
