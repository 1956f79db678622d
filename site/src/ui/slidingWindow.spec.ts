import { describe, expect, it } from '@jest/globals';
import { slidingWindow } from './slidingWindow';

describe('slidingWindow (5 consecutive page numbers around the current one)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(slidingWindow(1, 1)).toEqual([1]);
    expect(slidingWindow(2, 3)).toEqual([1, 2, 3]);
    expect(slidingWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page when it can', () => {
    expect(slidingWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(slidingWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
  });

  it('stays inside the first and last pages', () => {
    expect(slidingWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(slidingWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(slidingWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(slidingWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('clamps a current page out of range and handles no pages', () => {
    expect(slidingWindow(50, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(slidingWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(slidingWindow(1, 0)).toEqual([]);
  });

  it('accepts another window size', () => {
    expect(slidingWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(slidingWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});
