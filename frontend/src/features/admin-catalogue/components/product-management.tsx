import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Collapse, Empty, Input, Pagination, Select, Skeleton, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { userMessageFor } from '@/lib/api/errors';
import { useDeleteProduct } from '../api/mutations';
import { adminCategoriesQueryOptions, adminProductListQueryOptions, productStatsQueryOptions } from '../api/queries';
import type { AdminCategory, AdminProduct } from '../api/types';
import { categoryTree, UNCATEGORIZED } from '../category-options';
import styles from './admin-catalogue.module.css';
import { AdminProductCard } from './admin-product-card';
import { ProductGroups, ProductStatsCards } from './product-stats-cards';
import { useUpdateSearchParams } from '@/lib/use-update-search-params';

const PAGE_SIZE = 24;
export const productEditorPath = (id: string) => `/admin/product/${id}`;
export const NEW_PRODUCT_PATH = '/admin/product/new';

function categoryFilterOptions(categories: AdminCategory[]) {
  return [
    { value: '', label: 'Alle Kategorien' },
    { value: UNCATEGORIZED, label: 'Ohne Kategorie' },
    ...categoryTree(categories).flatMap(({ main, children }) => [
      { value: main.id, label: main.name, title: main.name },
      ...children.map((child) => ({ value: child.id, label: <span className={styles.indented}>{child.name}</span>, title: child.name })),
    ]),
  ];
}

function useConfirmDelete() {
  const { modal, notification } = App.useApp();
  const remove = useDeleteProduct();
  return (product: AdminProduct) =>
    modal.confirm({
      title: 'Produkt löschen',
      content: `Sind Sie sicher, dass Sie das Produkt "${product.name}" löschen möchten?`,
      okText: 'Löschen',
      okButtonProps: { danger: true },
      cancelText: 'Abbrechen',
      onOk: () =>
        remove.mutateAsync(product.id).then(
          () => notification.success({ message: 'Produkt gelöscht' }),
          (error) => notification.error({ message: 'Fehler', description: `Fehler beim Löschen des Produkts. ${userMessageFor(error)}` }),
        ),
    });
}

function ProductCards({ products, onOpen }: { products: AdminProduct[]; onOpen: (id: string) => void }) {
  const confirmDelete = useConfirmDelete();
  return (
    <div className={styles.cards}>
      {products.map((product) => (
        <AdminProductCard key={product.id} product={product} onOpen={onOpen} onDelete={confirmDelete} />
      ))}
    </div>
  );
}

/** One category's first page inside the 'Nach Kategorien' tab, loaded when opened. */
function CategoryGroup({ category, onOpen, onShowAll }: { category: string; onOpen: (id: string) => void; onShowAll: () => void }) {
  const list = useQuery(adminProductListQueryOptions({ category, pageSize: 12 }));
  if (!list.data) return <Skeleton active />;
  if (list.data.items.length === 0) return <Empty description="Keine Produkte in dieser Kategorie" />;
  return (
    <>
      <ProductCards products={list.data.items} onOpen={onOpen} />
      {list.data.total > list.data.items.length && (
        <Button type="link" onClick={onShowAll}>
          Alle {list.data.total} Produkte anzeigen
        </Button>
      )}
    </>
  );
}

/** /admin/products: stats, computed groups, search, category filter, tabs, cards, server-side paging. */
export function ProductManagement() {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tab = params.get('tab') === 'kategorien' ? 'kategorien' : 'alle';
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);

  const update = (change: Record<string, string | undefined>) =>
    updateParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if ('q' in change || 'category' in change) next.delete('page');
      return next;
    });

  useEffect(() => {
    if (search.trim() === q) return;
    const timer = window.setTimeout(() => update({ q: search.trim() || undefined }), 400);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, q]);

  const listParams = { q: q || undefined, category: category || undefined, page, pageSize: PAGE_SIZE };
  const list = useQuery(adminProductListQueryOptions(listParams));
  const stats = useQuery(productStatsQueryOptions());
  const categories = useQuery(adminCategoriesQueryOptions());
  const options = useMemo(() => categoryFilterOptions(categories.data?.items ?? []), [categories.data]);
  const open = (id: string) => navigate(productEditorPath(id));

  useEffect(() => {
    if (list.isError) notification.error({ message: 'Fehler', description: 'Produkte konnten nicht geladen werden.' });
  }, [list.isError, notification]);

  const filtered = Boolean(q || category);
  const total = list.data?.total;
  const noProductsAtAll = stats.data?.productCount === 0;

  const allTab = !list.data ? (
    <Skeleton active />
  ) : list.data.items.length === 0 ? (
    noProductsAtAll && !filtered ? (
      <Empty description="Keine Produkte vorhanden">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_PRODUCT_PATH)}>
          Erstes Produkt anlegen
        </Button>
      </Empty>
    ) : (
      <Empty description="Keine Treffer gefunden">
        <Button onClick={() => update({ q: undefined, category: undefined })}>Filter zurücksetzen</Button>
      </Empty>
    )
  ) : (
    <>
      <ProductCards products={list.data.items} onOpen={open} />
      {list.data.total > PAGE_SIZE && (
        <div className={styles.pagination}>
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            onChange={(next) => {
              update({ page: next > 1 ? String(next) : undefined });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </div>
      )}
    </>
  );

  const tree = categoryTree(categories.data?.items ?? []);
  const categoryPanels = [
    ...tree.flatMap(({ main, children }) => [main, ...children]),
  ].map((entry) => ({
    key: entry.id,
    label: `${entry.parentId ? `${tree.find((t) => t.main.id === entry.parentId)?.main.name} > ` : ''}${entry.name} (${entry.parentId ? entry.productCount : entry.totalProductCount})`,
    children: <CategoryGroup category={entry.id} onOpen={open} onShowAll={() => update({ tab: undefined, category: entry.id })} />,
  }));
  categoryPanels.push({
    key: UNCATEGORIZED,
    label: `Keine Kategorie (${categories.data?.uncategorizedCount ?? 0})`,
    children: <CategoryGroup category={UNCATEGORIZED} onOpen={open} onShowAll={() => update({ tab: undefined, category: UNCATEGORIZED })} />,
  });

  return (
    <>
      <ProductStatsCards stats={stats.data} />
      {stats.data && (
        <Collapse
          style={{ marginBottom: 16 }}
          items={[{ key: 'groups', label: 'Auswertungen: Bestand, Ladenhüter, Aktionen, Neuheiten', children: <ProductGroups stats={stats.data} onOpen={open} /> }]}
        />
      )}
      <div className={styles.filters}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Suche nach Name, Artikelnummer oder Beschreibung"
          aria-label="Produkte durchsuchen"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          className={styles.filterSelect}
          value={category}
          onChange={(value: string) => update({ category: value || undefined })}
          options={options}
          showSearch
          optionFilterProp="title"
          aria-label="Kategorie"
        />
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'kategorien' ? 'kategorien' : undefined })}
        items={[
          { key: 'alle', label: `Alle Produkte (${total ?? '…'})`, children: allTab },
          { key: 'kategorien', label: 'Nach Kategorien', children: <Collapse items={categoryPanels} destroyInactivePanel /> },
        ]}
      />
    </>
  );
}
