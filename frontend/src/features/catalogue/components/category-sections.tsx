import type { Product } from '../api/types';
import styles from './catalogue.module.css';
import { ProductGrid } from './product-grid';

const UNCATEGORIZED = 'Ohne Kategorie';

/** The sidebar-category view: the categories of this page on the left, their products grouped on the right. */
export function CategorySections({ products }: { products: Product[] }) {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const key = product.categoryPath ?? UNCATEGORIZED;
    groups.set(key, [...(groups.get(key) ?? []), product]);
  }
  const entries = [...groups.entries()];
  const anchor = (index: number) => `kategorie-${index + 1}`;

  return (
    <div className={styles.split}>
      <nav className={styles.side} aria-label="Kategorien auf dieser Seite">
        <h2>Kategorien</h2>
        <ul className={styles.sideList}>
          {entries.map(([name, items], index) => (
            <li key={name}>
              <a className={styles.sideLink} href={`#${anchor(index)}`}>
                <span>{name.split(' > ').pop()}</span>
                <span className={styles.sideCount}>{items.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        {entries.map(([name, items], index) => (
          <section key={name} className={styles.group} aria-labelledby={anchor(index)}>
            <h2 id={anchor(index)}>{name}</h2>
            <ProductGrid products={items} />
          </section>
        ))}
      </div>
    </div>
  );
}
