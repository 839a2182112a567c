import type { ProductListParams, ProductSort } from './api/types';

export type CatalogueView = 'raster' | 'kategorien';

export interface CatalogueState {
  q: string;
  category: string | undefined;
  sort: ProductSort;
  page: number;
  view: CatalogueView;
}

export const CATALOGUE_PAGE_SIZE = 24;
const SORTS: readonly ProductSort[] = ['name', 'retail_price', 'sku', 'stock_quantity'];

/** The catalogue's whole state lives in the URL, so a link can be shared and Back works. */
export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const sort = params.get('sort') as ProductSort | null;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category') || undefined,
    sort: sort && SORTS.includes(sort) ? sort : 'name',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    view: params.get('view') === 'kategorien' ? 'kategorien' : 'raster',
  };
}

/** Only non-default values go into the URL. Changing search or category starts again at page 1. */
export function writeCatalogueState(current: CatalogueState, change: Partial<CatalogueState>): URLSearchParams {
  const resetsPage = ('q' in change && change.q !== current.q) || ('category' in change && change.category !== current.category);
  const next: CatalogueState = { ...current, ...change, page: resetsPage ? 1 : (change.page ?? current.page) };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.category) params.set('category', next.category);
  if (next.sort !== 'name') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  if (next.view !== 'raster') params.set('view', next.view);
  return params;
}

export function toListParams(state: CatalogueState): ProductListParams {
  return {
    q: state.q || undefined,
    category: state.category,
    sort: state.sort,
    page: state.page,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}
