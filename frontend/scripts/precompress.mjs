#!/usr/bin/env node
// After `vite build`: writes a brotli (.br) and a gzip (.gz) twin beside every text file of dist/ once, at the
// strongest levels, so the server hands out the bytes without compressing per request (@fastify/static
// preCompressed). A twin that would not be smaller than the file is not written. Another folder: pass it as argument.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ? resolve(process.argv[2]) : resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === '.vite') continue; // the build manifest is read by scripts, never served
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const path of files(dist)) {
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
  raw += bytes.length;
  brotli += Math.min(br.length, bytes.length);
  count++;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompress: ${count} Dateien in ${relative(process.cwd(), dist) || '.'}: ${kb(raw)} → ${kb(brotli)} brotli`);
