import { CARD_WIDTHS, cardVariantKey } from '../common/storage/product-image-variants';
import { StorageService } from '../common/storage/storage.service';
import { ProductSeed } from './build-catalogue';
import { drawProductPicture, IMAGE_HEIGHT, IMAGE_WIDTH } from './images/product-picture';
import { encodePng } from './png';

const PARALLEL_CHECKS = 8;

/**
 * Draws and uploads the picture (with its card-size WebP variants) of every product whose objects are not in the bucket yet.
 * Existence is checked in parallel (pure I/O). Drawing is CPU work that blocks the event loop, so
 * missing pictures are drawn and uploaded one after the other on a single busy connection.
 */
export async function seedProductImages(storage: StorageService, products: readonly ProductSeed[]): Promise<number> {
  const missing: ProductSeed[] = [];
  let next = 0;
  const check = async () => {
    while (next < products.length) {
      const product = products[next++];
      // The widest card variant is written last: when it is there, the picture and its variants are all there.
      const lastWritten = cardVariantKey(product.imageKey, CARD_WIDTHS[CARD_WIDTHS.length - 1]);
      if (!(await storage.objectExists('productImages', lastWritten))) missing.push(product);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_CHECKS }, check));

  for (const product of missing) {
    const png = encodePng(IMAGE_WIDTH, IMAGE_HEIGHT, drawProductPicture(product.subcategoryKey, product.imageVariant));
    await storage.putProductImage(product.imageKey, png, 'image/png');
  }
  return missing.length;
}
