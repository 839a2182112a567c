import { useEffect, useRef, useState } from 'react';
import { CARD_IMAGE_SIZES } from './card-image-sizes';
import { isReportableImage, nextImageCandidate, PLACEHOLDER_IMAGE } from './image-fallback';
import { reportBrokenImage } from './report-broken-image';

/** Card images are 4:3; the attributes reserve that space before the picture arrives. */
const CARD_WIDTH = 640;
const CARD_HEIGHT = 480;

/** React 18 knows no fetchPriority prop; the lowercase HTML attribute passes through as it is. */
const fetchPriorityAttribute = (priority: boolean) => (priority ? { fetchpriority: 'high' } : {});

interface ProductImageProps {
  url: string | undefined;
  alt: string;
  className?: string;
  /** Set on storefront cards: a broken external image is then reported for migration. */
  productId?: string;
  /** The card-size WebP variants (`320w, 640w`) the server made for images in its own storage. */
  srcSet?: string | null;
  /** The first card of a page is the largest picture above the fold: fetched at once and first. */
  priority?: boolean;
}

/**
 * A product's main image with the broken-image fallback chain ending in the placeholder. When card variants
 * exist the browser picks one by width; if they fail (an image stored before variants existed), the original.
 */
export function ProductImage({ url, alt, className, productId, srcSet, priority = false }: ProductImageProps) {
  const [src, setSrc] = useState(url || PLACEHOLDER_IMAGE);
  const [variants, setVariants] = useState(srcSet || undefined);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setSrc(url || PLACEHOLDER_IMAGE);
    setVariants(srcSet || undefined);
  }, [url, srcSet]);

  const handleError = () => {
    if (variants) return setVariants(undefined);
    if (src === PLACEHOLDER_IMAGE) return;
    // An error of a candidate given up already (a variant) can arrive after the switch: not the original's.
    const tried = image.current?.currentSrc;
    if (tried && tried !== new URL(src, document.baseURI).href) return;
    const next = nextImageCandidate(src);
    if (next) return setSrc(next);
    if (productId && isReportableImage(url)) reportBrokenImage(productId, url);
    setSrc(PLACEHOLDER_IMAGE);
  };

  // An eager image starts loading when React creates it; in a sliced (transition) render it can fail before
  // the element is committed, and React drops that error event. So look once the element is in the page, and only
  // then: later candidates load with the handler in place, and a look after a switch read the last candidate's broken
  // state as the new one's (the browser tests saw the placeholder for a good image once its variants were dropped).
  // A lazy image not asked for yet has no currentSrc: nothing has failed.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) handleError();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- at mount only, see above
  }, []);

  return (
    // srcSet and sizes before src: React 18 sets attributes in this order, and an img that gets its src first
    // starts loading the full original at once, next to the variant it then picks.
    <img
      ref={image}
      srcSet={variants}
      sizes={variants ? CARD_IMAGE_SIZES : undefined}
      src={src}
      width={CARD_WIDTH}
      height={CARD_HEIGHT}
      alt={src === PLACEHOLDER_IMAGE ? `${alt} (kein Bild vorhanden)` : alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      {...fetchPriorityAttribute(priority)}
      decoding={priority ? 'sync' : 'async'}
      onError={handleError}
      data-placeholder={src === PLACEHOLDER_IMAGE || undefined}
    />
  );
}
