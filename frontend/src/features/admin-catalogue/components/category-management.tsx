import { DeleteOutlined, DownOutlined, EditOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, InputNumber, Modal, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { MAX_INTEGER } from '@/lib/limits';
import { useDeleteCategory, useSaveCategory } from '../api/mutations';
import { adminCategoriesQueryOptions } from '../api/queries';
import type { AdminCategory, SaveCategory } from '../api/types';
import { categoryTree } from '../category-options';
import styles from './category-management.module.css';

const count = new Intl.NumberFormat('de-DE');
const articles = (n: number) => `${count.format(n)} ${n === 1 ? 'Produkt' : 'Produkte'}`;

interface DialogState {
  category?: AdminCategory;
}

interface CategoryFormValues {
  name: string;
  description: string;
  parentId: string | null;
  sortOrder: number | null;
}

function CategoryDialog({ state, categories, onClose }: { state: DialogState; categories: AdminCategory[]; onClose: () => void }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<CategoryFormValues>();
  const editing = state.category;
  const save = useSaveCategory(editing?.id);
  const hasChildren = editing ? categories.some((c) => c.parentId === editing.id) : false;
  const parents = categories
    .filter((c) => c.parentId === null && c.id !== editing?.id)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'de'));

  const submit = async () => {
    if (save.isPending) return;
    const values = form.getFieldsValue();
    const name = (values.name ?? '').trim();
    if (!name) {
      form.setFields([{ name: 'name', errors: ['Bitte geben Sie einen Kategorienamen ein.'] }]);
      return;
    }
    const sortOrder = typeof values.sortOrder === 'number' && Number.isFinite(values.sortOrder) ? Math.max(0, Math.floor(values.sortOrder)) : 0;
    const body: SaveCategory = { name, description: values.description?.trim() || null, parentId: values.parentId || null, sortOrder };
    try {
      await save.mutateAsync(body);
      notification.success({ message: editing ? 'Kategorie aktualisiert' : 'Kategorie erstellt' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500) form.setFields([{ name: error.code === 'CATEGORY_EXISTS' ? 'name' : 'parentId', errors: [error.message] }]);
      notification.error({
        message: 'Fehler',
        description: editing ? 'Kategorie konnte nicht aktualisiert werden.' : 'Kategorie konnte nicht erstellt werden.',
      });
    }
  };

  return (
    <Modal
      open
      title={editing ? 'Kategorie bearbeiten' : 'Neue Kategorie'}
      okText={editing ? 'Speichern' : 'Erstellen'}
      cancelText="Abbrechen"
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: editing?.name ?? '',
          description: editing?.description ?? '',
          parentId: editing?.parentId ?? null,
          sortOrder: editing?.sortOrder ?? 0,
        }}
      >
        <Form.Item name="name" label="Name" required>
          <Input maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item name="description" label="Beschreibung">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="parentId"
          label="Übergeordnete Kategorie"
          extra={hasChildren ? 'Diese Kategorie hat Unterkategorien und bleibt daher eine Hauptkategorie.' : undefined}
        >
          <Select
            disabled={hasChildren}
            options={[{ value: null, label: 'Keine (Hauptkategorie)' }, ...parents.map((p) => ({ value: p.id, label: p.name }))]}
          />
        </Form.Item>
        <Form.Item name="sortOrder" label="Sortierung" extra="Kleinere Zahlen stehen weiter oben.">
          <InputNumber min={0} max={MAX_INTEGER} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Counters, the collapsible tree by sort order, the create/edit dialog and deletion. */
export function CategoryManagement() {
  const { modal, notification } = App.useApp();
  const list = useQuery(adminCategoriesQueryOptions());
  const remove = useDeleteCategory();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());

  if (!list.data) return list.isError ? <Empty description="Kategorien konnten nicht geladen werden." /> : <Skeleton active />;
  const categories = list.data.items;
  const tree = categoryTree(categories);
  const subCount = categories.filter((c) => c.parentId !== null).length;

  const confirmDelete = (category: AdminCategory) => {
    const children = categories.filter((c) => c.parentId === category.id);
    const moving = category.parentId === null ? category.totalProductCount : category.productCount;
    modal.confirm({
      title: 'Kategorie löschen',
      content: (
        <>
          <p>Möchten Sie die Kategorie „{category.name}“ wirklich löschen?</p>
          <p>
            {articles(moving)} {moving === 1 ? 'wird' : 'werden'} nach „Keine Kategorie“ verschoben.
            {children.length > 0 && ` ${children.length} ${children.length === 1 ? 'Unterkategorie wird' : 'Unterkategorien werden'} ebenfalls gelöscht.`}
          </p>
        </>
      ),
      okText: 'Löschen',
      okButtonProps: { danger: true },
      cancelText: 'Abbrechen',
      onOk: () =>
        remove.mutateAsync(category.id).then(
          () => notification.success({ message: 'Kategorie gelöscht', description: 'Kategorie wurde erfolgreich gelöscht.' }),
          () => notification.error({ message: 'Fehler', description: 'Kategorie konnte nicht gelöscht werden.' }),
        ),
    });
  };

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const row = (category: AdminCategory, child: boolean, expander: React.ReactNode) => (
    <div key={category.id} className={`${styles.row} ${child ? styles.child : ''}`} data-testid="category-row">
      {expander}
      <div style={{ minWidth: 0 }}>
        <span className={styles.name}>{category.name}</span>
        <span className={styles.meta}>
          {articles(child ? category.productCount : category.totalProductCount)} · Sortierung {category.sortOrder}
          {category.description ? ` · ${category.description}` : ''}
        </span>
      </div>
      <div className={styles.actions}>
        <Button size="small" icon={<EditOutlined />} onClick={() => setDialog({ category })} aria-label={`${category.name} bearbeiten`}>
          Bearbeiten
        </Button>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(category)} aria-label={`${category.name} löschen`}>
          Löschen
        </Button>
      </div>
    </div>
  );

  return (
    <div>
      <div className={styles.counters}>
        <div className={styles.counter}>
          <strong>{count.format(categories.length)}</strong>
          <span>Kategorien gesamt</span>
        </div>
        <div className={styles.counter}>
          <strong>{count.format(tree.length)}</strong>
          <span>Hauptkategorien</span>
        </div>
        <div className={styles.counter}>
          <strong>{count.format(subCount)}</strong>
          <span>Unterkategorien</span>
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12, gap: 8, flexWrap: 'wrap' }}>
        <span style={{ color: 'rgba(0,0,0,0.55)' }}>{articles(list.data.uncategorizedCount)} ohne Kategorie</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
          Neue Kategorie
        </Button>
      </div>
      {tree.length === 0 ? (
        <Empty description="Noch keine Kategorien angelegt" />
      ) : (
        <div className={styles.tree}>
          {tree.flatMap(({ main, children }) => [
            row(
              main,
              false,
              children.length > 0 ? (
                <Button
                  size="small"
                  type="text"
                  icon={collapsed.has(main.id) ? <RightOutlined /> : <DownOutlined />}
                  onClick={() => toggle(main.id)}
                  aria-label={collapsed.has(main.id) ? 'Unterkategorien zeigen' : 'Unterkategorien verbergen'}
                  aria-expanded={!collapsed.has(main.id)}
                />
              ) : (
                <span />
              ),
            ),
            ...(collapsed.has(main.id) ? [] : children.map((child) => row(child, true, <span />))),
          ])}
        </div>
      )}
      {dialog && <CategoryDialog state={dialog} categories={categories} onClose={() => setDialog(null)} />}
    </div>
  );
}
