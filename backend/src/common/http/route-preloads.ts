import { existsSync, readFileSync } from 'fs';
import { join } from 'path';

/**
 * Per page of the single-page app (written by the frontend build, see its vite.config.ts): its lazy chunks, its
 * first API requests and, where its largest picture is a product card's image, the card's `sizes`.
 */
export type RoutePreloads = Record<string, { modules: string[]; data: string[]; cardImageSizes?: string }>;

/** The largest picture of a page, known only to the server (the first product of the visitor's list). */
export interface CardImage {
  url: string;
  srcSet: string | null;
}

/** `dist/.vite/route-preloads.json` of the built frontend; none (no hints) when the build has not written it. */
export function readRoutePreloads(root: string): RoutePreloads {
  const file = join(root, '.vite', 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : {};
}

/**
 * The `Link` header values for index.html served at `url`: a direct visit of the page fetches its chunks and its
 * data together with the entry instead of after it. Only for the page's own address without a query (another
 * query means another API request).
 */
export async function linkHintsFor(preloads: RoutePreloads, url: string, cardImage: () => Promise<CardImage | undefined>): Promise<string[]> {
  const route = Object.prototype.hasOwnProperty.call(preloads, url) ? preloads[url] : undefined;
  if (!route) return [];
  const image = route.cardImageSizes ? await cardImage().catch(() => undefined) : undefined;
  return [
    ...route.modules.map((module) => `<${module}>; rel=modulepreload`),
    ...route.data.map((data) => `<${data}>; rel=preload; as=fetch; crossorigin`),
    ...(image && route.cardImageSizes ? [imagePreload(image, route.cardImageSizes)] : []),
  ];
}

/** With `imagesrcset`/`imagesizes` the browser picks the variant the card's `<img>` will pick (no double load). */
function imagePreload(image: CardImage, sizes: string): string {
  const variants = image.srcSet ? `; imagesrcset="${image.srcSet}"; imagesizes="${sizes}"` : '';
  return `<${encodeURI(image.url)}>; rel=preload; as=image${variants}; fetchpriority=high`;
}
