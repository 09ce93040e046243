import { describe, expect, it } from 'vitest';
import { preferredLocale } from './error-language';

describe('preferredLocale', () => {
  it.each([
    ['hi-IN', 'hi'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN', 'en'],
    ['en-GB,hi;q=0.5', 'en'],
    ['fr-FR,hi;q=0.8,en;q=0.5', 'hi'],
    ['en;q=0.4, hi ;q=0.6', 'hi'],
    ['hi;q=0', 'en'],
    ['fr-FR', 'en'],
    ['*', 'en'],
    [undefined, 'en'],
  ])('reads %s as %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });
});
