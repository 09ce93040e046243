import { describe, expect, it } from 'vitest';
import { avatarSource } from './avatar';

describe('avatarSource', () => {
  it('uses the 96 px copy of an uploaded avatar for small sizes only', () => {
    expect(avatarSource('/uploads/avatars/abc.webp', 32)).toBe('/uploads/avatars/abc-96w.webp');
    expect(avatarSource('/uploads/avatars/abc.webp', 96)).toBe('/uploads/avatars/abc.webp');
    expect(avatarSource('/demo/trainers/t1.webp', 32)).toBe('/demo/trainers/t1.webp');
  });
});
