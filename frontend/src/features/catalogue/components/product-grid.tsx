import type { Product } from '../api/types';
import { CatalogueProductCard } from './catalogue-product-card';
import styles from './product-grid.module.css';

export function ProductGrid({ products, showAvailability }: { products: Product[]; showAvailability?: boolean }) {
  return (
    <div className={styles.grid}>
      {products.map((product, index) => (
        <CatalogueProductCard key={product.id} product={product} showAvailability={showAvailability} imagePriority={index === 0} />
      ))}
    </div>
  );
}

/** Three placeholder cards while loading. */
export function ProductGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-busy="true" aria-label="Produkte werden geladen">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeleton} />
      ))}
    </div>
  );
}
