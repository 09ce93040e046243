import { describe, expect, it } from 'vitest';
import { authPath, safeReturnTo } from './paths';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnTo('/profile')).toBe('/profile');
    expect(safeReturnTo('/trainers?service=online')).toBe('/trainers?service=online');
  });

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    '/pro\nfile',
  ])('sends %j home', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});

describe('authPath', () => {
  it('carries the page to come back to', () => {
    expect(authPath('/profile?tab=1')).toBe('/auth?returnTo=%2Fprofile%3Ftab%3D1');
    expect(authPath('/')).toBe('/auth');
  });
});
