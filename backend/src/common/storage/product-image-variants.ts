import sharp from 'sharp';

/**
 * Product cards show the main image at most about 400 CSS pixels wide (one column on phones, a grid on wider
 * screens); 320 and 640 pixels wide cover ordinary and high-density screens. WebP, because every browser the
 * portal supports shows it and it is a fraction of a PNG's size. The cards' `sizes` belong to the frontend
 * (frontend/src/components/catalogue/card-image-sizes.ts).
 */
export const CARD_WIDTHS = [320, 640] as const;
const WEBP_QUALITY = 78;

/** Every stored product image has a name of its own (a new upload is a new name), so browsers may keep it. */
export const PRODUCT_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `products/4f…/1700000000-ab12.png` → `products/4f…/1700000000-ab12.w320.webp`. */
export function cardVariantKey(key: string, width: number): string {
  return `${key.replace(/\.[a-z0-9]+$/i, '')}.w${width}.webp`;
}

export const cardVariantKeys = (key: string): string[] => CARD_WIDTHS.map((width) => cardVariantKey(key, width));

/**
 * The srcset of a stored image's card variants, or null for an address outside our bucket (an external image
 * before its migration, which has no variants). `publicPrefix` is the public address of the bucket with a slash.
 */
export function cardSrcSet(url: string | undefined, publicPrefix: string): string | null {
  if (!url?.startsWith(publicPrefix) || url.length === publicPrefix.length) return null;
  const key = url.slice(publicPrefix.length);
  return CARD_WIDTHS.map((width) => `${publicPrefix}${cardVariantKey(key, width)} ${width}w`).join(', ');
}

/** sharp could not decode the bytes, although their structure looked like an image. */
export class UndecodableImageError extends Error {}

/**
 * The card variants of an image: never wider than the original (a small original gives its own width), the
 * same proportions, WebP. Rejects what sharp cannot read as an image.
 */
export async function makeCardVariants(original: Buffer): Promise<{ width: number; body: Buffer }[]> {
  const variants = [];
  for (const width of CARD_WIDTHS) {
    try {
      const body = await sharp(original, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toBuffer();
      variants.push({ width, body });
    } catch (error) {
      throw new UndecodableImageError((error as Error).message);
    }
  }
  return variants;
}
