import { Descriptions, Space, Tag, Typography } from 'antd';
import { firstQuantity, packagingHint, packagingNote } from '@/lib/packaging';
import { useState } from 'react';
import type { CardViewer } from '@/components/catalogue/product-card';
import { ProductImage } from '@/components/catalogue/product-image';
import { formatCount, STOCK_COLORS, stockLevel } from '@/components/catalogue/stock';
import { formatDate, formatEuro } from '@/lib/format';
import { mayOrder } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import type { Product } from '../api/types';
import { AddToCartButton } from './add-to-cart-button';
import { QuantityInput } from './quantity-input';
import styles from './product-detail.module.css';

interface ProductDetailProps {
  product: Product;
  viewer: CardViewer;
  showDealerPrices: boolean;
}

/** One product in full: images, description, data, prices as the server sent them, and the cart with a quantity. */
export function ProductDetail({ product, viewer, showDealerPrices }: ProductDetailProps) {
  const [image, setImage] = useState(0);
  const [quantity, setQuantity] = useState(() => firstQuantity(product));
  const packaging = packagingNote(product);
  const offUnit = packagingHint(product, quantity);
  const level = stockLevel(product.stockQuantity);
  // A viewer of a dealer company sees the dealer's prices but does not order.
  const canOrder = mayOrder(useSession());
  const showEk = viewer === 'dealer' && showDealerPrices && product.dealerPrice !== null;
  return (
    <div className={styles.layout}>
      <div>
        <ProductImage url={product.imageUrls[image]} alt={product.name} className={styles.image} productId={product.id} />
        {product.imageUrls.length > 1 && (
          <div className={styles.thumbs}>
            {product.imageUrls.map((url, index) => (
              <button key={url} type="button" className={styles.thumbButton} aria-label={`Bild ${index + 1}`} aria-pressed={index === image} onClick={() => setImage(index)}>
                <ProductImage url={url} alt="" className={styles.thumb} />
              </button>
            ))}
          </div>
        )}
      </div>
      <div className={styles.info}>
        {product.categoryPath && <Tag>{product.categoryPath}</Tag>}
        <Typography.Title level={1} className={styles.title}>
          {product.name}
        </Typography.Title>
        <div className={styles.price}>
          {showEk ? (
            <>
              <strong>{formatEuro(product.dealerPrice!)}</strong> <s>UVP {formatEuro(product.retailPrice)}</s>
              <div className={styles.note}>Ihr Händler-EK, netto zzgl. MwSt.</div>
            </>
          ) : (
            <>
              <strong>{formatEuro(product.specialPrice ?? product.retailPrice)}</strong>
              {product.specialPrice && <s> UVP {formatEuro(product.retailPrice)}</s>}
              <div className={styles.note}>
                {product.specialPrice ? `Aktionspreis bis ${formatDate(product.specialPriceEnd ?? '')}` : 'UVP'}, inkl. MwSt.
              </div>
            </>
          )}
        </div>
        {viewer === 'dealer' && canOrder && product.stockQuantity > 0 && (
          <Space wrap className={styles.buy}>
            <QuantityInput product={product} value={quantity} onChange={setQuantity} label="Menge" />
            <AddToCartButton productId={product.id} productName={product.name} stockQuantity={product.stockQuantity} viewer={viewer} quantity={quantity} />
            {packaging && <Tag color="blue" data-testid="packaging-unit">{packaging}</Tag>}
          </Space>
        )}
        {viewer === 'dealer' && offUnit && <Typography.Text type="danger">{offUnit}</Typography.Text>}
        {viewer !== 'dealer' && <AddToCartButton productId={product.id} productName={product.name} stockQuantity={product.stockQuantity} viewer={viewer} />}
        {product.description && <Typography.Paragraph className={styles.description}>{product.description}</Typography.Paragraph>}
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'sku', label: 'Art.-Nr.', children: product.sku },
            ...(product.eanCode ? [{ key: 'ean', label: 'EAN', children: product.eanCode }] : []),
            ...(product.weight ? [{ key: 'weight', label: 'Gewicht', children: `${product.weight.replace('.', ',')} kg` }] : []),
            {
              key: 'stock',
              label: 'Bestand',
              children: (
                <span style={{ color: STOCK_COLORS[level], fontWeight: 600 }}>{level === 'out' ? 'Ausverkauft' : `${formatCount(product.stockQuantity)} Stück`}</span>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
