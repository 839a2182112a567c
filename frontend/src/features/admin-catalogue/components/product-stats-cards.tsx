import { AlertOutlined, EuroOutlined, FallOutlined, FireOutlined, TagOutlined } from '@ant-design/icons';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { formatEuro } from '@/lib/format';
import type { ProductGroup, ProductStats } from '../api/types';
import styles from './admin-catalogue.module.css';

const count = new Intl.NumberFormat('de-DE');
const euroWhole = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

function Stat({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint?: string }) {
  return (
    <div className={styles.stat}>
      <span className={styles.statLabel}>
        {icon} {label}
      </span>
      <span className={styles.statValue}>{value}</span>
      {hint && <span className={styles.statHint} title={hint}>{hint}</span>}
    </div>
  );
}

const firstName = (group: ProductGroup) => (group.items[0] ? `z. B. ${group.items[0].name}` : 'keine');

/** The five statistic cards of /admin/products, computed on the server. */
export function ProductStatsCards({ stats }: { stats: ProductStats | undefined }) {
  if (!stats) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { groups } = stats;
  return (
    <div className={styles.stats}>
      <Stat icon={<FireOutlined />} label="Top-Seller (30 Tage)" value={count.format(groups.topPerformers.total)} hint={firstName(groups.topPerformers)} />
      <Stat icon={<FallOutlined />} label="Ladenhüter" value={count.format(groups.slowMovers.total)} hint="Bestand über 50, geringe Marge" />
      <Stat icon={<TagOutlined />} label="Aktive Aktionspreise" value={count.format(groups.activePromotions.total)} hint={firstName(groups.activePromotions)} />
      <Stat
        icon={<EuroOutlined />}
        label="Lagerwert (Grundpreis)"
        value={euroWhole.format(Number(stats.stockValue))}
        hint={`${count.format(stats.productCount)} aktive Produkte`}
      />
      <Stat icon={<AlertOutlined />} label="Unter Mindestbestand" value={count.format(stats.lowStockAlertCount)} hint={`${count.format(groups.criticalStock.total)} mit Bestand unter 5`} />
    </div>
  );
}

const GROUPS: { key: keyof ProductStats['groups']; title: string; value: (item: ProductGroup['items'][number]) => string }[] = [
  { key: 'lowStock', title: 'Niedriger Bestand', value: (item) => `${count.format(item.stockQuantity)} Stk.` },
  { key: 'criticalStock', title: 'Kritischer Bestand', value: (item) => `${count.format(item.stockQuantity)} Stk.` },
  { key: 'slowMovers', title: 'Ladenhüter', value: (item) => (item.marginPercent ? `${item.marginPercent.replace('.', ',')} % Marge` : '–') },
  { key: 'activePromotions', title: 'Aktive Aktionen', value: (item) => (item.specialPrice ? formatEuro(item.specialPrice) : '–') },
  { key: 'recentProducts', title: 'Neu (7 Tage)', value: (item) => new Date(item.createdAt).toLocaleDateString('de-DE') },
  { key: 'topPerformers', title: 'Top-Seller', value: (item) => `${count.format(item.soldQuantity ?? 0)} verkauft` },
];

/** The computed groups: top five each. */
export function ProductGroups({ stats, onOpen }: { stats: ProductStats; onOpen: (id: string) => void }) {
  return (
    <div className={styles.groups}>
      {GROUPS.map(({ key, title, value }) => {
        const group = stats.groups[key];
        return (
          <Card key={key} size="small" title={`${title} (${count.format(group.total)})`}>
            {group.items.length === 0 ? (
              <span className={styles.sku}>Keine Produkte</span>
            ) : (
              <ul className={styles.groupList}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <a onClick={() => onOpen(item.id)} title={item.name}>
                      {item.name}
                    </a>
                    <span>{value(item)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        );
      })}
    </div>
  );
}
