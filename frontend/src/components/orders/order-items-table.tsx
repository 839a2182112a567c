import { Table } from 'antd';
import { ProductImage } from '@/components/catalogue/product-image';
import type { components } from '@/lib/api/schema.gen';
import { formatEuro } from '@/lib/format';
import styles from './orders.module.css';

type OrderItem = components['schemas']['OrderItemDto'];

/** The lines of a placed order as they were priced then (the product snapshot). */
export function OrderItemsTable({ items }: { items: OrderItem[] }) {
  return (
    <Table<OrderItem>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={items}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: 'Artikel',
          key: 'name',
          render: (_, item) => (
            <div className={styles.itemCell}>
              <ProductImage url={item.imageUrl ?? undefined} alt={item.name} className={styles.thumb} />
              <div>
                <div>{item.name}</div>
                <div className={styles.muted}>Art.-Nr. {item.sku}</div>
              </div>
            </div>
          ),
        },
        { title: 'Menge', dataIndex: 'quantity', align: 'right' },
        { title: 'EK netto', key: 'unit', align: 'right', responsive: ['sm'], render: (_, item) => formatEuro(item.unitPrice) },
        { title: 'Summe netto', key: 'total', align: 'right', render: (_, item) => formatEuro(item.totalPrice) },
      ]}
    />
  );
}
