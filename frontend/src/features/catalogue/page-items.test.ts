import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './page-items';

/** Compact picture of a row: page numbers, `*` on the current one, `^` beside a jump, `«5`/`»7` for jumps. */
const row = (items: PageItem[]) =>
  items
    .map((item) =>
      item.kind === 'jump'
        ? `${item.direction === 'back' ? '«' : '»'}${item.page}`
        : `${item.page}${item.current ? '*' : ''}${item.nearJump ? '^' : ''}`,
    )
    .join(' ');

describe('pageItems (the page links under the catalogue)', () => {
  it('lists every page up to seven', () => {
    expect(row(pageItems(1, 1))).toBe('1*');
    expect(row(pageItems(3, 7))).toBe('1 2 3* 4 5 6 7');
  });

  it('shows five pages at either end and jumps five pages over a gap, as antd did', () => {
    expect(row(pageItems(1, 8))).toBe('1* 2 3 4 5^ »6 8');
    expect(row(pageItems(2, 8))).toBe('1 2* 3 4 5^ »7 8');
    expect(row(pageItems(3, 8))).toBe('1 2 3* 4 5^ »8 8');
    expect(row(pageItems(8, 8))).toBe('1 «3 4^ 5 6 7 8*');
    expect(row(pageItems(6, 8))).toBe('1 «1 4^ 5 6* 7 8');
  });

  it('keeps two neighbours either side in the middle of a long list', () => {
    expect(row(pageItems(50, 100))).toBe('1 «45 48^ 49 50* 51 52^ »55 100');
    expect(row(pageItems(4, 100))).toBe('1 2 3 4* 5 6^ »9 100');
  });
});
