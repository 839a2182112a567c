import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import { CARD_IMAGE_SIZES } from './src/components/catalogue/card-image-sizes';

const backend = 'http://127.0.0.1:3000';

/**
 * Chunking: React and the router change rarely, so they get their own long-cached chunk.
 * antd is deliberately NOT forced into one vendor chunk: Rollup then keeps heavy components
 * (Table, Tabs, Form, Collapse …) in the lazy route chunks that use them, and the first page
 * only loads what the shell needs. (No manual chunk for the admin tree: Rollup would pull all of
 * its dependencies into it, shared antd code included. It is one lazy import instead.)
 */
function manualChunks(id: string): string | undefined {
  if (/\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id)) {
    return 'react-vendor';
  }
  if (id.includes('/node_modules/@tanstack/')) return 'query-vendor';
  return undefined;
}

/**
 * antd's ContextIsolator (inside Drawer, Tooltip, Menu) needs only rc-field-form's FormProvider,
 * but imports it from the package index, which attaches Field, List and useForm to the Form object
 * and so drags the whole form engine (~30 KB gzip) into the first page. Point that one import at
 * the module that defines FormProvider; Form itself still loads with the pages that use it.
 */
function antdFormContextWithoutFormEngine(): Plugin {
  return {
    name: 'radwerk:antd-form-context',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source !== 'rc-field-form' || !importer?.endsWith('/antd/es/form/context.js')) return null;
      return this.resolve('rc-field-form/es/FormContext.js', importer, { skipSelf: true });
    },
  };
}

/**
 * The entry's stylesheet is a few KB; as a <link> it blocks the first paint for one more round trip on a slow
 * connection. Inlined into index.html (which is revalidated, not cached for long) it arrives with the page.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'radwerk:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = context.bundle?.[file];
          if (!asset || asset.type !== 'asset') return tag;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

/**
 * antd computes each component's CSS in the browser on its first render (CSS-in-JS): on the first page that was
 * the larger part of the main-thread work. `scripts/antd-static-styles.tsx` renders the shell's, home page's and
 * catalogue's antd components once at build time with the portal's theme; their CSS goes into index.html ahead of
 * our own styles (the same cascade as antd's prepended <style> tags), and its cache-path map tells antd in the
 * browser that these styles are already there. Other components keep computing theirs at run time.
 */
function inlineAntdStyles(): Plugin {
  return {
    name: 'radwerk:antd-static-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const viteNode = createRequire(import.meta.url).resolve('vite-node/package.json').replace(/package\.json$/, 'vite-node.mjs');
        const css = execFileSync(process.execPath, [viteNode, '--mode', 'production', 'scripts/antd-static-styles.tsx'], {
          cwd: new URL('.', import.meta.url).pathname,
          env: { ...process.env, NODE_ENV: 'production' },
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        });
        if (!css.includes('.data-ant-cssinjs-cache-path{')) throw new Error('antd-static-styles: keine Cache-Pfade im CSS');
        return html.replace('</title>', () => `</title>\n    <style>${css}</style>`);
      },
    },
  };
}

/**
 * The server's hints per page (`dist/.vite/route-preloads.json`, read by the backend's static file serving and sent
 * as `Link` headers with index.html): what a direct visit of the page needs beyond the entry, so the browser fetches
 * it together with the entry instead of one or two round trips later, when the running scripts ask for it.
 * `module`: the page's lazy route module; its chunk and the chunks it imports (less what the entry loads) become
 * `modules` in the file. `data`: the visitor's first API request of the page, exactly as the page sends it (see
 * `productListQueryOptions`, `homeQueryOptions`; a different address only costs one request the page doesn't use).
 * `cardImageSizes`: the page's first product card is its largest picture; the server adds a preload of that image
 * (it knows the visitor's first product) with the card's `sizes`, so the browser picks the same variant.
 */
interface RoutePreload {
  module?: string;
  data: string[];
  cardImageSizes?: string;
}

const ROUTE_PRELOADS: Record<string, RoutePreload> = {
  '/': { data: ['/api/catalogue/home'] },
  '/products': {
    module: 'src/app/routes/shop/products.tsx',
    data: ['/api/catalogue/products?sort=name&page=1&pageSize=24', '/api/catalogue/categories'],
    cardImageSizes: CARD_IMAGE_SIZES,
  },
};

function routePreloads(): Plugin {
  return {
    name: 'radwerk:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, seen = new Set<string>()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preloads: kein Einstiegs-Chunk');
      const loadedByEntry = closure(entry.fileName);
      const preloads: Record<string, Omit<RoutePreload, 'module'> & { modules: string[] }> = {};
      for (const [path, { module, ...rest }] of Object.entries(ROUTE_PRELOADS)) {
        const chunk = module && chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(`/${module}`)));
        if (module && !chunk) throw new Error(`route-preloads: kein Chunk für ${module}`);
        const modules = chunk ? [...closure(chunk.fileName)].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`) : [];
        preloads[path] = { modules, ...rest };
      }
      // Under .vite/ (beside Vite's manifest): read by the server, never served.
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}

export default defineConfig({
  plugins: [react(), antdFormContextWithoutFormEngine(), inlineEntryStylesheet(), inlineAntdStyles(), routePreloads()],
  // Root-relative, so the config needs no Node APIs (and the browser tsconfig no Node types).
  resolve: { alias: [{ find: /^@\//, replacement: '/src/' }] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/admin/queues': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/admin/queues': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        manualChunks,
        // Rollup splits antd into many small shared chunks (the catalogue needed 15 requests after the entry; over
        // HTTP/1.1's six connections that is three round trips more). Chunks without side effects below 20 KB are
        // merged into one that loads under similar conditions: the catalogue then needed 7 (1 since its toolbar is
        // native), each route a little more code it may not run (entry and first page: 194 of 200 KB gzip).
        experimentalMinChunkSize: 20_000,
      },
    },
  },
});
