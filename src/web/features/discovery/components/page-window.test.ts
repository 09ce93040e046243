import { describe, expect, it } from 'vitest';
import { canChangePage, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows the current page and two either side', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('stops at the first and the last page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('canChangePage', () => {
  it('needs a known location', () => {
    expect(canChangePage(false, 2, 5)).toBe(false);
    expect(canChangePage(true, 2, 5)).toBe(true);
  });

  it('stays within 1..totalPages', () => {
    expect(canChangePage(true, 0, 5)).toBe(false);
    expect(canChangePage(true, 6, 5)).toBe(false);
    expect(canChangePage(true, 5, 5)).toBe(true);
  });
});
