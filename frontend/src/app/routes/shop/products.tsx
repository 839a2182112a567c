import { Button, Empty } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatCount } from '@/components/catalogue/stock';
import { categoriesQueryOptions, productListQueryOptions } from '@/features/catalogue/api/queries';
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueState,
  readCatalogueState,
  toListParams,
  writeCatalogueState,
} from '@/features/catalogue/catalogue-search-params';
import { isListableCategoryName } from '@/features/catalogue/category-names';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { CataloguePagination } from '@/features/catalogue/components/catalogue-pagination';
import { CatalogueToolbar } from '@/features/catalogue/components/catalogue-toolbar';
import { CategorySections } from '@/features/catalogue/components/category-sections';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalogue/components/product-grid';
import { useViewer } from '@/features/catalogue/use-viewer';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUpdateSearchParams } from '@/lib/use-update-search-params';

/** /products: search, category filter, sort, 24 per page, grid or category view; all state in the URL. */
export function ProductsPage() {
  useDocumentTitle('Produktkatalog');
  const [searchParams] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();
  const state = useMemo(() => readCatalogueState(searchParams), [searchParams]);
  const { scope, ready } = useViewer();
  // Fetched while the session is still being restored (see useViewer), shown once it is.
  const products = useQuery(productListQueryOptions(toListParams(state), scope));
  const categories = useQuery(categoriesQueryOptions());

  const change = useCallback(
    (next: Partial<CatalogueState>) => {
      updateSearchParams((current) => writeCatalogueState(readCatalogueState(current), next));
      if ('page' in next) window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [updateSearchParams],
  );

  // The 24 cards are the heaviest render of the page: as a deferred value React renders them in slices.
  const page = useDeferredValue(ready ? products.data : undefined);
  const pageCount = page ? Math.max(1, Math.ceil(page.total / CATALOGUE_PAGE_SIZE)) : 1;
  const categoryCount = categories.data?.filter((category) => isListableCategoryName(category.name)).length;
  const from = page && page.total > 0 ? (page.page - 1) * page.pageSize + 1 : 0;
  const to = page ? Math.min(page.total, page.page * page.pageSize) : 0;
  const filtered = Boolean(state.q || state.category);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Produktkatalog</h1>
        <p>Fahrradteile und Zubehör für den Fachhandel – suchen, filtern und direkt bestellen.</p>
      </header>

      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statValue} data-testid="catalogue-total">
            {page ? formatCount(page.total) : '…'}
          </span>
          <span className={styles.statLabel}>{filtered ? 'Treffer' : 'Produkte'}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{categoryCount === undefined ? '…' : formatCount(categoryCount)}</span>
          <span className={styles.statLabel}>Kategorien</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>
            {page ? `${formatCount(page.page)} / ${formatCount(pageCount)}` : '…'}
          </span>
          <span className={styles.statLabel}>Seite</span>
        </div>
      </div>

      <CatalogueToolbar state={state} categories={categories.data ?? []} onChange={change} />

      {ready && products.isError ? (
        <div className={styles.error} role="alert">
          Produkte konnten nicht geladen werden.
        </div>
      ) : !page ? (
        <ProductGridSkeleton />
      ) : page.items.length === 0 ? (
        <div className={styles.empty}>
          <Empty description={filtered ? 'Keine Treffer gefunden' : 'Keine Produkte vorhanden'}>
            {filtered && <Button onClick={() => change({ q: '', category: undefined })}>Filter zurücksetzen</Button>}
          </Empty>
        </div>
      ) : (
        <>
          <h2 className={styles.summary} aria-live="polite">
            {formatCount(from)}–{formatCount(to)} von {formatCount(page.total)} Produkten
          </h2>
          {state.view === 'kategorien' ? <CategorySections products={page.items} /> : <ProductGrid products={page.items} />}
          {page.total > CATALOGUE_PAGE_SIZE && (
            <CataloguePagination
              current={page.page}
              pageCount={pageCount}
              href={(target) => `?${writeCatalogueState(state, { page: target }).toString()}`}
              onPage={(target) => change({ page: target })}
            />
          )}
        </>
      )}
    </div>
  );
}
