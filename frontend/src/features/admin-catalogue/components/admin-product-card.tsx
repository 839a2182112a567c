import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { ProductImage } from '@/components/catalogue/product-image';
import { formatCount, STOCK_COLORS, stockLevel } from '@/components/catalogue/stock';
import { formatEuro } from '@/lib/format';
import type { AdminProduct } from '../api/types';
import styles from './admin-catalogue.module.css';

interface AdminProductCardProps {
  product: AdminProduct;
  onOpen: (id: string) => void;
  onDelete: (product: AdminProduct) => void;
}

export function AdminProductCard({ product, onOpen, onDelete }: AdminProductCardProps) {
  return (
    <article className={styles.productCard} data-testid="admin-product-card" aria-label={product.name}>
      <ProductImage url={product.imageUrls[0]} alt={product.name} className={styles.thumb} />
      <div>
        <h3 className={styles.productName} title={product.name}>
          {product.name}
        </h3>
        <div className={styles.productMeta}>
          <span className={styles.sku}>Art.-Nr. {product.sku}</span>
          <Tag color={product.isActive ? 'green' : 'default'}>{product.isActive ? 'Aktiv' : 'Inaktiv'}</Tag>
          {product.specialPriceActive && <Tag color="red">AKTION</Tag>}
        </div>
        <div className={styles.figures}>
          <div>
            <span>Grundpreis</span>
            <strong>{formatEuro(product.basePrice)}</strong>
          </div>
          <div>
            <span>VK (UVP)</span>
            <strong>{formatEuro(product.retailPrice)}</strong>
          </div>
          <div>
            <span>Bestand</span>
            <strong style={{ color: STOCK_COLORS[stockLevel(product.stockQuantity)] }}>{formatCount(product.stockQuantity)}</strong>
          </div>
        </div>
        <div className={styles.path}>{product.categoryPath ?? 'Keine Kategorie'}</div>
        {product.description && <p className={styles.description}>{product.description}</p>}
        <div className={styles.cardActions}>
          <Button size="small" icon={<EyeOutlined />} onClick={() => onOpen(product.id)}>
            Details
          </Button>
          <Button size="small" type="primary" ghost icon={<EditOutlined />} onClick={() => onOpen(product.id)}>
            Bearbeiten
          </Button>
          {product.isActive && (
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(product)} aria-label={`${product.name} löschen`}>
              Löschen
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
