import fastifyStatic from '@fastify/static';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { sep } from 'path';
import { CardImage, linkHintsFor, readRoutePreloads } from './route-preloads';

/** Vite names every file under assets/ after its content: a changed file is a new address. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the files beside it keep their names: the browser asks again (304 when unchanged). */
export const REVALIDATE = 'no-cache';

export function cacheControlFor(path: string): string {
  return path.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built frontend: the brotli or gzip twin written at build time (frontend/scripts/precompress.mjs)
 * when the browser accepts it, with our own Cache-Control (send's default `max-age=0` is switched off), and on
 * index.html a preconnect hint for the image storage's origin plus, on a page with route preloads (home,
 * catalogue), its chunks and first data request (route-preloads.ts).
 */
export async function registerFrontendStatic(
  app: NestFastifyApplication,
  root: string,
  options: { preconnect?: string; cardImage?: () => Promise<CardImage | undefined> } = {},
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', cacheControlFor(path));
      res.setHeader('Vary', 'Accept-Encoding');
      // Product images come from the storage host: open that connection while the scripts still load.
      if (options.preconnect && /\.html(\.br|\.gz)?$/.test(path)) res.setHeader('Link', `<${options.preconnect}>; rel=preconnect`);
    },
  });
  const preloads = readRoutePreloads(root);
  // index.html goes out for `/` from here and for deep links (/products) from the exception filter: both pass onSend.
  const cardImage = options.cardImage ?? (async () => undefined);
  app.getHttpAdapter().getInstance().addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const hints = await linkHintsFor(preloads, request.url, cardImage);
    if (hints.length) reply.header('Link', [reply.getHeader('link'), ...hints].filter(Boolean).join(', '));
    return payload;
  });
}
