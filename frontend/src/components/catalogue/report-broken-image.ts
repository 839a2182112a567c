import { api } from '@/lib/api/client';

/** Once per product image and page load: a card scrolled past twice does not report twice. */
const reported = new Set<string>();

/**
 * Tells the server that a product's external image did not load, so that it queues the image's migration
 * into the portal's storage (deduplicated and rate-limited there). Fire and forget: the card already shows
 * its placeholder, and a failed report changes nothing for the visitor.
 */
export function reportBrokenImage(productId: string, url: string): void {
  const key = `${productId}|${url}`;
  if (reported.has(key)) return;
  reported.add(key);
  api.POST('/api/catalogue/products/{id}/broken-image', { params: { path: { id: productId } }, body: { url } }).catch(() => undefined);
}
