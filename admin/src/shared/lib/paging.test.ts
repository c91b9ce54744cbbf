import { describe, expect, it } from 'vitest';
import { pageCount, showingText } from './paging.ts';

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('says which rows are shown', () => {
    expect(showingText(1, 25, 25, 37)).toBe('Showing 1-25 of 37');
    expect(showingText(2, 25, 12, 37)).toBe('Showing 26-37 of 37');
    expect(showingText(2, 1, 1, 2)).toBe('Showing 2 of 2');
    expect(showingText(1, 25, 0, 0)).toBe('');
    expect(showingText(1, 25, 25, 1200)).toBe('Showing 1-25 of 1,200');
  });
});
