import { AppstoreOutlined, CloseCircleFilled, DownOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import type { Category, ProductSort } from '../api/types';
import type { CatalogueState, CatalogueView } from '../catalogue-search-params';
import { isListableCategoryName } from '../category-names';
import styles from './catalogue-toolbar.module.css';

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'retail_price', label: 'Preis (aufsteigend)' },
  { value: 'sku', label: 'Artikelnummer' },
  { value: 'stock_quantity', label: 'Lagerbestand (aufsteigend)' },
];

const VIEWS: { value: CatalogueView; label: string; icon: ReactNode }[] = [
  { value: 'raster', label: 'Raster', icon: <AppstoreOutlined aria-hidden /> },
  { value: 'kategorien', label: 'Kategorien', icon: <UnorderedListOutlined aria-hidden /> },
];

export interface CategoryGroup {
  main: { id: string; name: string };
  children: { id: string; name: string }[];
}

/** Main categories with their subcategories, junk names hidden (a subcategory of a hidden main is hidden too). */
export function categoryGroups(categories: Category[]): CategoryGroup[] {
  const listable = categories.filter((category) => isListableCategoryName(category.name));
  return listable
    .filter((category) => category.parentId === null)
    .map((main) => ({
      main: { id: main.id, name: main.name },
      children: listable.filter((child) => child.parentId === main.id).map((child) => ({ id: child.id, name: child.name })),
    }));
}

interface CatalogueToolbarProps {
  state: CatalogueState;
  categories: Category[];
  onChange: (change: Partial<CatalogueState>) => void;
}

/**
 * Search, category, sort and view of the catalogue. Native elements styled like antd's large Input, Select and
 * Segmented: antd's versions were a third of the catalogue's JavaScript before its first paint.
 */
export function CatalogueToolbar({ state, categories, onChange }: CatalogueToolbarProps) {
  const [search, setSearch] = useState(state.q);
  // The URL wins when it changes from outside (Back button, a shared link).
  useEffect(() => setSearch(state.q), [state.q]);
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === state.q) return;
    const timer = window.setTimeout(() => onChange({ q: trimmed }), 400);
    return () => window.clearTimeout(timer);
  }, [search, state.q, onChange]);

  const groups = useMemo(() => categoryGroups(categories), [categories]);
  const viewName = useId();

  return (
    <div className={styles.toolbar}>
      <div className={styles.search}>
        <SearchOutlined className={styles.searchIcon} aria-hidden />
        <input
          type="search"
          className={styles.searchInput}
          placeholder="Suche nach Name, Artikelnummer oder Beschreibung"
          aria-label="Produkte durchsuchen"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ q: search.trim() });
          }}
        />
        <button
          type="button"
          className={`${styles.clear} ${search ? '' : styles.clearHidden}`}
          aria-label="Suche leeren"
          tabIndex={-1}
          onClick={() => setSearch('')}
        >
          <CloseCircleFilled aria-hidden />
        </button>
      </div>

      <div className={`${styles.selectBox} ${styles.categorySelect}`}>
        <select
          className={`${styles.select} ${state.category ? '' : styles.placeholder}`}
          aria-label="Kategorie"
          value={state.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value || undefined })}
        >
          <option value="">Alle Kategorien</option>
          {groups.map(({ main, children }) =>
            children.length === 0 ? (
              <option key={main.id} value={main.id}>
                {main.name}
              </option>
            ) : (
              <optgroup key={main.id} label={main.name}>
                <option value={main.id}>{`${main.name} (alle)`}</option>
                {children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
        <DownOutlined className={styles.arrow} aria-hidden />
      </div>

      <div className={`${styles.selectBox} ${styles.sortSelect}`}>
        <select
          className={styles.select}
          aria-label="Sortierung"
          value={state.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <DownOutlined className={styles.arrow} aria-hidden />
      </div>

      <div className={styles.segmented} role="radiogroup" aria-label="Ansicht">
        {VIEWS.map((view) => (
          <label key={view.value} className={`${styles.segment} ${state.view === view.value ? styles.segmentSelected : ''}`}>
            <input
              type="radio"
              className={styles.radio}
              name={viewName}
              value={view.value}
              checked={state.view === view.value}
              onChange={() => onChange({ view: view.value })}
            />
            {view.icon}
            <span>{view.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
