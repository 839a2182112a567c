import { describe, expect, it } from 'vitest';
import { readCatalogueState, writeCatalogueState } from './catalogue-search-params';

describe('catalogue state in the URL', () => {
  it('reads defaults and ignores junk', () => {
    expect(readCatalogueState(new URLSearchParams('sort=preis&page=-3&view=x'))).toEqual({
      q: '',
      category: undefined,
      sort: 'name',
      page: 1,
      view: 'raster',
    });
  });

  it('resets the page when search or category change, not when sorting or paging', () => {
    const state = readCatalogueState(new URLSearchParams('q=kette&page=4&sort=sku'));
    expect(writeCatalogueState(state, { q: 'bremse' }).toString()).toBe('q=bremse&sort=sku');
    expect(writeCatalogueState(state, { category: 'abc' }).toString()).toBe('q=kette&category=abc&sort=sku');
    expect(writeCatalogueState(state, { sort: 'retail_price' }).toString()).toBe('q=kette&sort=retail_price&page=4');
    expect(writeCatalogueState(state, { page: 5 }).toString()).toBe('q=kette&sort=sku&page=5');
    expect(writeCatalogueState(state, { view: 'kategorien' }).toString()).toBe('q=kette&sort=sku&page=4&view=kategorien');
  });
});
