import { ProductCard } from '@/components/catalogue/product-card';
import { paths, productDetailPath } from '@/config/paths';
import { usePriceMode } from '@/lib/price-mode/price-mode-context';
import type { Product } from '../api/types';
import { useViewer } from '../use-viewer';
import { CardCartAction } from './card-cart-action';

/** The shared card wired to the session, the EK/VK toggle and the cart button. */
export function CatalogueProductCard({
  product,
  showAvailability = true,
  imagePriority = false,
}: {
  product: Product;
  showAvailability?: boolean;
  imagePriority?: boolean;
}) {
  const { viewer } = useViewer();
  const { showDealerPrices } = usePriceMode();
  return (
    <ProductCard
      product={product}
      viewer={viewer}
      showDealerPrices={showDealerPrices}
      showAvailability={showAvailability}
      imagePriority={imagePriority}
      loginPath={paths.auth}
      registerPath={`${paths.auth}?tab=registrieren`}
      detailPath={productDetailPath(product.id)}
      action={<CardCartAction product={product} viewer={viewer} />}
    />
  );
}
