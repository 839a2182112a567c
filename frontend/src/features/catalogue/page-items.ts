/** One entry of the catalogue's page links: a page number, or a jump of five pages shown as "•••". */
export type PageItem =
  | { kind: 'page'; page: number; current: boolean; nearJump: boolean }
  | { kind: 'jump'; page: number; direction: 'back' | 'forward' };

const BUFFER = 2;
const JUMP = 5;

/**
 * The page numbers antd's Pagination showed (so the row looks and behaves the same): all pages up to 7, otherwise
 * first, last, the current one with two neighbours each side (five at either end) and a jump of five pages in
 * each gap. `nearJump` marks the number beside a jump, which narrow screens hide as antd did.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  const page = (number: number, nearJump = false): PageItem => ({ kind: 'page', page: number, current: number === current, nearJump });
  if (pageCount <= 3 + BUFFER * 2) return Array.from({ length: pageCount }, (_, index) => page(index + 1));

  let left = Math.max(1, current - BUFFER);
  let right = Math.min(current + BUFFER, pageCount);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pageCount - current <= BUFFER) left = pageCount - BUFFER * 2;
  const jumpBack = current - 1 >= BUFFER * 2 && current !== 1 + 2;
  const jumpForward = pageCount - current >= BUFFER * 2 && current !== pageCount - 2;

  const items: PageItem[] = [];
  if (left !== 1) items.push(page(1));
  if (jumpBack) items.push({ kind: 'jump', page: Math.max(1, current - JUMP), direction: 'back' });
  for (let number = left; number <= right; number += 1) {
    items.push(page(number, (jumpBack && number === left) || (jumpForward && number === right)));
  }
  if (jumpForward) items.push({ kind: 'jump', page: Math.min(pageCount, current + JUMP), direction: 'forward' });
  if (right !== pageCount) items.push(page(pageCount));
  return items;
}
