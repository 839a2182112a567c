import { useEffect, useState } from 'react';
import { isReportableImage, nextImageCandidate, PLACEHOLDER_IMAGE } from './image-fallback';
import { reportBrokenImage } from './report-broken-image';

interface ProductImageProps {
  url: string | undefined;
  alt: string;
  className?: string;
  /** Set on storefront cards: a broken external image is then reported for migration. */
  productId?: string;
}

/** A product's main image with the broken-image fallback chain ending in the placeholder. */
export function ProductImage({ url, alt, className, productId }: ProductImageProps) {
  const [src, setSrc] = useState(url || PLACEHOLDER_IMAGE);
  useEffect(() => setSrc(url || PLACEHOLDER_IMAGE), [url]);

  const handleError = () => {
    if (src === PLACEHOLDER_IMAGE) return;
    const next = nextImageCandidate(src);
    if (next) return setSrc(next);
    if (productId && isReportableImage(url)) reportBrokenImage(productId, url);
    setSrc(PLACEHOLDER_IMAGE);
  };

  return (
    <img
      src={src}
      alt={src === PLACEHOLDER_IMAGE ? `${alt} (kein Bild vorhanden)` : alt}
      className={className}
      loading="lazy"
      decoding="async"
      onError={handleError}
      data-placeholder={src === PLACEHOLDER_IMAGE || undefined}
    />
  );
}
