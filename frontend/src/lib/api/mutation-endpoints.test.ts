import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `METHOD path` of every changing request a source file sends, through the API client or the upload helper. */
function changingRequests(source: string): string[] {
  const client = [...source.matchAll(/\bapi\.(POST|PUT|PATCH|DELETE)\(\s*'([^']+)'/g)].map((match) => `${match[1]} ${match[2]}`);
  const uploads = [...source.matchAll(/uploadWithProgress\b[^(]*\(\s*\{\s*method:\s*'([A-Z]+)',\s*url:\s*[`']([^`']+)[`']/g)].map(
    (match) => `${match[1]} ${match[2].replace(/\$\{[^}]+\}/g, '{}')}`,
  );
  return [...client, ...uploads];
}

describe('changing requests of the frontend', () => {
  const callers = new Map<string, string[]>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.endsWith('schema.gen.ts')) continue;
    for (const request of new Set(changingRequests(readFileSync(join(src, file), 'utf8')))) {
      callers.set(request, [...(callers.get(request) ?? []), relative(src, join(src, file))]);
    }
  }

  it('finds the requests (the scan still matches how the code calls the API)', () => {
    expect(callers.get('PATCH /api/admin/orders/{id}')).toBeDefined();
    expect(callers.get('PUT /api/dealers/me/documents/{}')).toBeDefined();
    expect(callers.size).toBeGreaterThan(40);
  });

  it('sends each from one file only, so one mutation hook refreshes every cache the change affects', () => {
    const twice = [...callers].filter(([, files]) => files.length > 1).map(([request, files]) => `${request}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });
});
