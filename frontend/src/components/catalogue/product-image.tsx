import { useEffect, useState } from 'react';
import { nextImageCandidate, PLACEHOLDER_IMAGE } from './image-fallback';

interface ProductImageProps {
  url: string | undefined;
  alt: string;
  className?: string;
}

/** A product's main image with the broken-image fallback chain ending in the placeholder. */
export function ProductImage({ url, alt, className }: ProductImageProps) {
  const [src, setSrc] = useState(url || PLACEHOLDER_IMAGE);
  useEffect(() => setSrc(url || PLACEHOLDER_IMAGE), [url]);

  const handleError = () => {
    if (src === PLACEHOLDER_IMAGE) return;
    setSrc(nextImageCandidate(src) ?? PLACEHOLDER_IMAGE);
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
