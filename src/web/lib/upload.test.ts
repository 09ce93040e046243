import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { avatarSource } from '../components/ui/avatar';
import { imageFileProblem, MAX_IMAGE_BYTES } from './upload';

describe('imageFileProblem', () => {
  it('accepts an image of at most 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('refuses other files and larger images before anything is sent', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(MESSAGES.invalidImage);
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(
      MESSAGES.imageTooLarge,
    );
  });
});

describe('avatarSource', () => {
  it('uses the 96 px copy of an uploaded avatar for small sizes only', () => {
    expect(avatarSource('/uploads/avatars/abc.webp', 32)).toBe('/uploads/avatars/abc-96w.webp');
    expect(avatarSource('/uploads/avatars/abc.webp', 96)).toBe('/uploads/avatars/abc.webp');
    expect(avatarSource('/demo/trainers/t1.webp', 32)).toBe('/demo/trainers/t1.webp');
  });
});
