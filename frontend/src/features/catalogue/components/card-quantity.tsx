import { InputNumber } from 'antd';
import { firstQuantity } from '@/lib/packaging';
import type { Product } from '../api/types';
import styles from './catalogue.module.css';

/** The approved dealer's quantity on a card: starts at the smallest allowed quantity, steps by the packaging unit. */
export function CardQuantity({ product, value, onChange }: { product: Product; value: number; onChange: (quantity: number) => void }) {
  return (
    <InputNumber
      aria-label={`Menge ${product.name}`}
      min={product.minOrderQuantity}
      step={product.orderMultiple}
      max={product.stockQuantity}
      precision={0}
      value={value}
      onChange={(next) => onChange(next ?? firstQuantity(product))}
      className={styles.cardQuantity}
    />
  );
}
