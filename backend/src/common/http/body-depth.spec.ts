import { bodyShapeProblem } from './body-depth';

const nested = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`) as unknown;

const nestsDeeperThan = (value: unknown, limit: number) => bodyShapeProblem(value, limit)?.problem === 'depth';

describe('bodyShapeProblem: depth', () => {
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

describe('bodyShapeProblem: keys, list entries, constructor', () => {
  const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 1]));

  it('takes what the widest and longest DTO fields take', () => {
    expect(bodyShapeProblem({ mapping: keys(500), lines: [{ sku: 'A', quantity: 1 }] })).toBeNull();
    expect(bodyShapeProblem({ lineIds: Array(10_000).fill('x') })).toBeNull();
  });

  it('names the object with too many keys, and counts the entries of all lists together', () => {
    expect(bodyShapeProblem(keys(501))).toEqual({ field: '', problem: 'keys' });
    expect(bodyShapeProblem({ lines: [{ spec: keys(501) }] })).toEqual({ field: 'lines.0.spec', problem: 'keys' });
    expect(bodyShapeProblem({ bank: { lineIds: Array(10_001).fill(1) } })).toEqual({ field: '', problem: 'entries' });
    expect(bodyShapeProblem({ a: Array(6_000).fill(1), b: { c: Array(4_001).fill(1) } })).toEqual({ field: '', problem: 'entries' });
  });

  it('names a constructor key wherever it is, as an unknown field', () => {
    expect(bodyShapeProblem(JSON.parse('{"constructor":"x"}'))).toEqual({ field: 'constructor', problem: 'constructor' });
    expect(bodyShapeProblem(JSON.parse('{"lines":[{"constructor":{}}]}'))).toEqual({ field: 'lines.0.constructor', problem: 'constructor' });
    expect(bodyShapeProblem({ note: 'constructor' })).toBeNull();
  });
});
