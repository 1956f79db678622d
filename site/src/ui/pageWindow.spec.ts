import { describe, expect, it } from '@jest/globals';
import { pageWindow } from './pageWindow';

describe('pageWindow (first, last, current ± 1 with ellipses)', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('puts ellipses where pages are skipped', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });

  it('fills a single skipped page instead of an ellipsis', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
