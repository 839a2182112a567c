#!/usr/bin/env node
// Budget check for the first page a visitor loads: entry chunk + its static imports + the lazily
// loaded home route (it is fetched on first paint) + its static imports, gzipped, must stay within
// 200 KB, and none of it may be admin code. Reads the Vite manifest of `npm run build -w frontend`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const ENTRY_KEY = 'index.html';
const HOME_ROUTE_SRC = 'src/app/routes/shop/home.tsx';
const ADMIN_SRC_PREFIX = 'src/app/routes/admin/';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(repoRoot, 'frontend', 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');

function fail(message) {
  console.error(`check-bundle: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestPath)) {
  fail(`${manifestPath} fehlt – erst "npm run build -w frontend" ausführen (build.manifest muss aktiv sein).`);
}

/** @type {Record<string, { file: string, src?: string, name?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

if (!manifest[ENTRY_KEY]) fail(`Kein Eintrag "${ENTRY_KEY}" im Manifest.`);

/** Collects a chunk and, recursively, its static imports (not its dynamic imports). */
function collectStatic(key, into) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) fail(`Manifest verweist auf unbekannten Eintrag "${key}".`);
  into.add(key);
  for (const imported of chunk.imports ?? []) collectStatic(imported, into);
  return into;
}

const firstLoad = collectStatic(ENTRY_KEY, new Set());
// The home route is lazy but requested immediately on "/" (only if the entry really imports it lazily).
const entryLoadsHomeLazily = [...firstLoad].some((key) => manifest[key].dynamicImports?.includes(HOME_ROUTE_SRC));
if (entryLoadsHomeLazily || firstLoad.has(HOME_ROUTE_SRC)) collectStatic(HOME_ROUTE_SRC, firstLoad);
// Without a chunk of its own, the home route is bundled into the entry and already counted.
if (!manifest[HOME_ROUTE_SRC] && !existsSync(join(repoRoot, 'frontend', HOME_ROUTE_SRC))) {
  fail(`Die Startseite "${HOME_ROUTE_SRC}" gibt es nicht mehr (umbenannt?).`);
}

const rows = [...firstLoad]
  .map((key) => manifest[key])
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => {
    const bytes = readFileSync(join(distDir, chunk.file));
    return { chunk, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);

console.log('Erste Seite (/): JavaScript, das ein Besucher lädt');
for (const row of rows) {
  console.log(`  ${kb(row.gzip).padStart(9)} gzip  ${kb(row.raw).padStart(9)} roh  ${row.chunk.file}`);
}
console.log(`  ${'-'.repeat(9)}`);
console.log(`  ${kb(totalGzip).padStart(9)} gzip  ${kb(totalRaw).padStart(9)} roh  gesamt (Budget ${kb(BUDGET_BYTES)} gzip)`);

const adminChunks = [...firstLoad].filter((key) => {
  const chunk = manifest[key];
  return key.startsWith(ADMIN_SRC_PREFIX) || chunk.src?.startsWith(ADMIN_SRC_PREFIX) || /admin/i.test(chunk.name ?? '');
});
if (adminChunks.length > 0) {
  fail(`Admin-Code im Bundle der ersten Seite: ${adminChunks.join(', ')}. Der Admin-Bereich muss ein eigener Lazy-Chunk bleiben.`);
}

// The bundler keys a dynamic entry by its source, or by '_<name>-<hash>.js' when it merged shared modules into it.
const adminEntry = Object.keys(manifest).find(
  (key) => manifest[key].isDynamicEntry && (key.startsWith(ADMIN_SRC_PREFIX) || manifest[key].src?.startsWith(ADMIN_SRC_PREFIX) || manifest[key].name === 'admin-app'),
);
if (!adminEntry) {
  fail(`Kein lazy geladener Admin-Chunk unter ${ADMIN_SRC_PREFIX} gefunden.`);
}

if (totalGzip > BUDGET_BYTES) {
  fail(`Budget überschritten: ${kb(totalGzip)} gzip > ${kb(BUDGET_BYTES)}. Schwere Komponenten in Lazy-Routen verschieben.`);
}
console.log('check-bundle: OK – Budget eingehalten, kein Admin-Code auf der ersten Seite.');
