import { nestsDeeperThan } from './body-depth';

const nested = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`) as unknown;

describe('nestsDeeperThan', () => {
  it('counts objects and arrays as levels, values not', () => {
    expect(nestsDeeperThan({ a: 1, b: 'x' }, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1, 2] }, 1)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
  });

  it('finds the deep branch beside shallow ones', () => {
    expect(nestsDeeperThan({ x: 1, y: [1, 2, 3], z: { deep: nested(20) } }, 16)).toBe(true);
    expect(nestsDeeperThan({ x: 1, y: [1, 2, 3], z: { deep: nested(10) } }, 16)).toBe(false);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(100_000), 16)).toBe(true);
  });
});
