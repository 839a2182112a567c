import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatEuro } from '@/lib/format-euro';
import styles from './product-card.module.css';
import { packagingNote } from '@/lib/packaging';
import { ProductImage } from './product-image';
import { formatCount, STOCK_COLORS, stockLevel } from './stock';

/** What a card shows; the storefront's ProductDto fits, and so does the editor's live preview. */
export interface CardProduct {
  /** Storefront products have one; the editor's live preview has none yet. */
  id?: string;
  name: string;
  description: string | null;
  sku: string;
  imageUrls: string[];
  /** srcset of the main image's card-size WebP variants (storefront products in our storage). */
  cardImageSrcSet?: string | null;
  categoryName: string | null;
  stockQuantity: number;
  /** Packaging unit (storefront products have one; 1 and 1: none). */
  minOrderQuantity?: number;
  orderMultiple?: number;
  retailPrice: string;
  /** Only set while the promotion runs (the server decides). */
  specialPrice: string | null;
  specialPriceEnd?: string | null;
  /** Only for approved dealers (the server decides). */
  dealerPrice: string | null;
}

/** visitor: logged out; pending: dealer not yet approved; dealer: approved; staff: admin or ops. */
export type CardViewer = 'visitor' | 'pending' | 'dealer' | 'staff';

interface ProductCardProps {
  product: CardProduct;
  viewer: CardViewer;
  /** The EK/VK toggle of the sidebar. */
  showDealerPrices: boolean;
  /** The add-to-cart button for approved dealers. */
  action?: ReactNode;
  showAvailability?: boolean;
  loginPath?: string;
  registerPath?: string;
  /** Where the name links to (the product's detail view); the editor's preview has none. */
  detailPath?: string;
  /** The first card of a page: its image is the largest paint, so it is not lazy. */
  imagePriority?: boolean;
}

export function ProductCard({
  product,
  viewer,
  showDealerPrices,
  action,
  showAvailability = true,
  loginPath,
  registerPath,
  detailPath,
  imagePriority = false,
}: ProductCardProps) {
  const level = stockLevel(product.stockQuantity);
  const packaging = packagingNote({ minOrderQuantity: product.minOrderQuantity ?? 1, orderMultiple: product.orderMultiple ?? 1 });
  const onSale = product.specialPrice !== null;
  const salesPrice = product.specialPrice ?? product.retailPrice;
  const showEk = viewer === 'dealer' && showDealerPrices && product.dealerPrice !== null;

  return (
    <article className={styles.card} data-testid="product-card" aria-label={product.name}>
      <div className={styles.media}>
        <ProductImage
          url={product.imageUrls[0]}
          srcSet={product.cardImageSrcSet}
          alt={product.name}
          className={styles.image}
          productId={product.id}
          priority={imagePriority}
        />
        <div className={styles.badges}>
          {onSale && <span className={styles.sale}>AKTION</span>}
          {showAvailability && (
            <span className={`${styles.availability} ${level === 'out' ? styles.soldOut : styles.available}`}>
              {level === 'out' ? 'Ausverkauft' : 'Verfügbar'}
            </span>
          )}
        </div>
      </div>
      <div className={styles.body}>
        {product.categoryName && <span className={styles.category}>{product.categoryName}</span>}
        <h3 className={styles.name} title={product.name}>
          {detailPath ? (
            <Link to={detailPath} className={styles.nameLink}>
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </h3>
        {product.description && <p className={styles.description}>{product.description}</p>}
        <div className={styles.meta}>
          <span>Art.-Nr. {product.sku}</span>
          <span>
            Bestand:{' '}
            <span className={styles.stock} style={{ color: STOCK_COLORS[level] }} data-stock-level={level}>
              {formatCount(product.stockQuantity)}
            </span>
          </span>
        </div>
        {packaging && (
          <div className={styles.packaging} data-testid="packaging-unit">
            {packaging}
          </div>
        )}

        <div className={styles.prices}>
          {showEk ? (
            <>
              <div className={styles.priceLine}>
                <span className={styles.price} data-testid="dealer-price">
                  {formatEuro(product.dealerPrice!)}
                </span>
                <span className={styles.struck} data-testid="retail-price">
                  UVP {formatEuro(product.retailPrice)}
                </span>
              </div>
              <div className={styles.priceNote}>Ihr Händler-EK, netto zzgl. MwSt.</div>
            </>
          ) : (
            <>
              <div className={styles.priceLine}>
                <span className={`${styles.price} ${onSale ? styles.salePrice : ''}`} data-testid="retail-price">
                  {formatEuro(salesPrice)}
                </span>
                {onSale && <span className={styles.struck}>UVP {formatEuro(product.retailPrice)}</span>}
              </div>
              <div className={styles.priceNote}>{onSale ? 'Aktionspreis' : 'UVP'}, inkl. MwSt.</div>
            </>
          )}

          {viewer === 'visitor' && (
            <>
              <p className={styles.hint}>
                {loginPath ? <Link to={loginPath}>Anmelden für Händlerpreise</Link> : 'Anmelden für Händlerpreise'}
              </p>
              <div className={styles.teaser}>
                Noch kein Händlerkonto?{' '}
                {registerPath ? <Link to={registerPath}>Jetzt als Händler registrieren</Link> : 'Jetzt als Händler registrieren'}
              </div>
            </>
          )}
          {viewer === 'pending' && <p className={styles.pending}>Ihr Händlerkonto wird noch geprüft</p>}
          {action && <div className={styles.action}>{action}</div>}
        </div>
      </div>
    </article>
  );
}
