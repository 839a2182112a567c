import { CacheNamespace } from './cache-namespace';

describe('CacheNamespace: in-process entries', () => {
  const invalidations: [string, string | undefined][] = [];
  const make = (ttlMs = 1_000, maxEntries = 3) =>
    new CacheNamespace<string>('test', { ttlMs, maxEntries }, async (namespace, key) => {
      invalidations.push([namespace, key]);
    });
  beforeEach(() => {
    invalidations.length = 0;
    jest.useRealTimers();
  });

  it('loads once per key and serves the entry until its TTL runs out', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = make(1_000);
    const load = jest.fn(async () => 'wert');
    await cache.get('k', load);
    jest.setSystemTime(999);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_000);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent misses share one load', async () => {
    const cache = make();
    let release!: (value: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    release('wert');
    expect(await both).toEqual(['wert', 'wert']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failed load', async () => {
    const cache = make();
    await expect(cache.get('k', async () => Promise.reject(new Error('weg')))).rejects.toThrow('weg');
    expect(await cache.get('k', async () => 'wieder da')).toBe('wieder da');
  });

  it('never serves a load that was running when its key was dropped', async () => {
    const cache = make();
    let release!: (value: string) => void;
    const running = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.dropLocal('k');
    release('alt');
    expect(await running).toBe('alt');
    expect(await cache.get('k', async () => 'neu')).toBe('neu');
  });

  it('evicts the least recently used entry when full', async () => {
    const cache = make(60_000, 3);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    await cache.get('a', async () => 'nicht geladen');
    await cache.get('d', async () => 'd');
    expect(cache.size).toBe(3);
    expect(await cache.get('a', async () => 'neu')).toBe('a');
    expect(await cache.get('b', async () => 'neu')).toBe('neu');
  });

  it('loads every time when switched off (TTL 0)', async () => {
    const cache = make(0);
    const load = jest.fn(async () => 'wert');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('hands forget and clear to the invalidation with its name', async () => {
    const cache = make();
    await cache.forget('k');
    await cache.clear();
    expect(invalidations).toEqual([
      ['test', 'k'],
      ['test', undefined],
    ]);
  });
});
