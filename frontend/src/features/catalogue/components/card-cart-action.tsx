import { lazy, Suspense, useState } from 'react';
import type { CardViewer } from '@/components/catalogue/product-card';
import { firstQuantity } from '@/lib/packaging';
import { mayOrder } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import type { Product } from '../api/types';
import { AddToCartButton } from './add-to-cart-button';
import styles from './catalogue.module.css';

// Only approved dealers get the quantity field; visitors' first page does not carry antd's InputNumber.
const QuantityInput = lazy(() => import('./quantity-input').then((module) => ({ default: module.QuantityInput })));

/**
 * The card's cart action: for an approved dealer a quantity that starts at the product's smallest allowed quantity
 * and steps by its packaging unit, beside 'In den Warenkorb'; everyone else gets the button alone (it explains itself).
 */
export function CardCartAction({ product, viewer }: { product: Product; viewer: CardViewer }) {
  const [quantity, setQuantity] = useState(() => firstQuantity(product));
  // A viewer of a dealer company sees the dealer's prices but does not order.
  const canOrder = mayOrder(useSession());
  if (viewer === 'dealer' && !canOrder) return null;
  const button = <AddToCartButton productId={product.id} productName={product.name} stockQuantity={product.stockQuantity} viewer={viewer} quantity={quantity} />;
  if (viewer !== 'dealer' || product.stockQuantity <= 0) return button;
  return (
    <div className={styles.cardAction}>
      <Suspense fallback={<span className={styles.cardQuantity} />}>
        <QuantityInput product={product} value={quantity} onChange={setQuantity} label={`Menge ${product.name}`} className={styles.cardQuantity} />
      </Suspense>
      <div className={styles.cardButton}>{button}</div>
    </div>
  );
}
