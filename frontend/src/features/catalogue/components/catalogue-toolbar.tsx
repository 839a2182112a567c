import { AppstoreOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Segmented, Select } from 'antd';
// The plain input without antd's Input index, which also loads TextArea, Password, Search and OTP (≈ 16 KB brotli).
import Input from 'antd/es/input/Input';
import { useEffect, useMemo, useState } from 'react';
import type { Category, ProductSort } from '../api/types';
import type { CatalogueState, CatalogueView } from '../catalogue-search-params';
import { isListableCategoryName } from '../category-names';
import styles from './catalogue.module.css';

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'retail_price', label: 'Preis (aufsteigend)' },
  { value: 'sku', label: 'Artikelnummer' },
  { value: 'stock_quantity', label: 'Lagerbestand (aufsteigend)' },
];

/** Main categories with their subcategories indented beneath, junk names hidden. */
export function categoryOptions(categories: Category[]) {
  const listable = categories.filter((category) => isListableCategoryName(category.name));
  const mains = listable.filter((category) => category.parentId === null);
  return mains.flatMap((main) => [
    { value: main.id, label: main.name, title: main.name },
    ...listable
      .filter((child) => child.parentId === main.id)
      .map((child) => ({ value: child.id, label: <span className={styles.indented}>{child.name}</span>, title: child.name })),
  ]);
}

interface CatalogueToolbarProps {
  state: CatalogueState;
  categories: Category[];
  onChange: (change: Partial<CatalogueState>) => void;
}

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

  const options = useMemo(() => categoryOptions(categories), [categories]);

  return (
    <div className={styles.toolbar}>
      <Input
        allowClear
        size="large"
        prefix={<SearchOutlined />}
        placeholder="Suche nach Name, Artikelnummer oder Beschreibung"
        aria-label="Produkte durchsuchen"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onPressEnter={() => onChange({ q: search.trim() })}
        className={styles.search}
      />
      <Select
        size="large"
        allowClear
        showSearch
        optionFilterProp="title"
        placeholder="Alle Kategorien"
        aria-label="Kategorie"
        value={state.category}
        onChange={(category: string | undefined) => onChange({ category })}
        options={options}
        className={styles.categorySelect}
        popupMatchSelectWidth={false}
      />
      <Select
        size="large"
        aria-label="Sortierung"
        value={state.sort}
        onChange={(sort: ProductSort) => onChange({ sort })}
        options={SORT_OPTIONS}
        className={styles.sortSelect}
      />
      <Segmented<CatalogueView>
        size="large"
        value={state.view}
        onChange={(view) => onChange({ view })}
        options={[
          { value: 'raster', label: 'Raster', icon: <AppstoreOutlined /> },
          { value: 'kategorien', label: 'Kategorien', icon: <UnorderedListOutlined /> },
        ]}
        aria-label="Ansicht"
      />
    </div>
  );
}
