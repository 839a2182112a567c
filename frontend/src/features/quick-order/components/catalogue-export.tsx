import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { downloadCatalogue } from '../api/mutations';
import { exportCategoriesQueryOptions } from '../api/queries';
import styles from './quick-order.module.css';

/** The catalogue with the dealer's EK, UVP, stock state, EAN and image URL for his own systems. */
export function CatalogueExport() {
  const { notification } = App.useApp();
  const categories = useQuery(exportCategoriesQueryOptions());
  const [category, setCategory] = useState<string | undefined>();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const byId = new Map((categories.data ?? []).map((entry) => [entry.id, entry]));
  const options = (categories.data ?? [])
    .filter((entry) => entry.totalProductCount > 0)
    .map((entry) => ({ value: entry.id, label: entry.parentId ? `${byId.get(entry.parentId)?.name ?? ''} › ${entry.name}` : entry.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));

  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadCatalogue(format, category);
    } catch (error) {
      notification.error({ message: 'Export fehlgeschlagen', description: userMessageFor(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="Katalog exportieren" className={styles.card}>
      <Typography.Paragraph type="secondary">
        Alle lieferbaren Artikel mit Ihrem EK, UVP, Lagerstatus, EAN, Verpackungseinheit und Bild-URL – für Ihre Kasse oder Ihren Onlineshop.
      </Typography.Paragraph>
      <Space wrap>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Alle Kategorien"
          aria-label="Kategorie für den Export"
          style={{ minWidth: 240 }}
          options={options}
          value={category}
          onChange={setCategory}
          loading={categories.isLoading}
        />
        <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => download('csv')}>
          CSV herunterladen
        </Button>
        <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => download('xlsx')}>
          Excel herunterladen
        </Button>
      </Space>
    </Card>
  );
}
