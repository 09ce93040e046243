import { describe, expect, it } from 'vitest';
import { imageFileProblem, MAX_IMAGE_BYTES } from './image-upload';
import { MESSAGES } from './messages';

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
