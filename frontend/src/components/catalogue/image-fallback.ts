/**
 * Broken product images: first the same address with another extension (only for images on the former
 * shop host: webp → jpg, then jpg → png), then the server is asked to migrate the external image into the
 * portal's storage (report-broken-image.ts; it takes effect on a later visit), and meanwhile the placeholder.
 */
export const LEGACY_SHOP_HOSTS: readonly string[] = (import.meta.env.VITE_LEGACY_SHOP_HOSTS ?? '')
  .split(',')
  .map((host: string) => host.trim().toLowerCase())
  .filter(Boolean);

const EXTENSION_SWAPS: ReadonlyArray<[RegExp, string]> = [
  [/\.webp(?=$|[?#])/i, '.jpg'],
  [/\.jpe?g(?=$|[?#])/i, '.png'],
];

function hostOf(url: string): string | null {
  try {
    return new URL(url, 'http://localhost').hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function isLegacyShopImage(url: string, legacyHosts: readonly string[] = LEGACY_SHOP_HOSTS): boolean {
  const host = hostOf(url);
  return host !== null && legacyHosts.some((legacy) => host === legacy || host.endsWith(`.${legacy}`));
}

/** The next address to try after `failed` broke, or null when only the placeholder is left. */
export function nextImageCandidate(failed: string, legacyHosts: readonly string[] = LEGACY_SHOP_HOSTS): string | null {
  if (!isLegacyShopImage(failed, legacyHosts)) return null;
  for (const [pattern, replacement] of EXTENSION_SWAPS) {
    if (pattern.test(failed)) return failed.replace(pattern, replacement);
  }
  return null;
}

/** Only web addresses are worth reporting; the server checks that the product really has it and that it is external. */
export function isReportableImage(url: string | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}

/** A neutral bicycle drawing, inline so it never breaks itself. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f1f5f0"/>` +
      `<g fill="none" stroke="#a9c2b1" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">` +
      `<circle cx="48" cy="76" r="20"/><circle cx="112" cy="76" r="20"/>` +
      `<path d="M48 76l18-30h30l16 30M66 46l16 30h30M82 76L96 46M60 38h14M92 38h10"/></g></svg>`,
  );
