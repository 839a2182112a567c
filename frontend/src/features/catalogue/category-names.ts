/**
 * Category names imported from the old shop sometimes are junk: CSS fragments, bare numbers, HTML-escaped
 * strings with '&', or whole sentences. The catalogue's category list hides them.
 */
const STYLE_FRAGMENT = /[{};<>]|^\s*[.#]?[\w-]+\s*:\s*[^:]+$|\b(px|rem|em|rgba?|font-|color|margin|padding|display|width|height)\b/i;

export function isListableCategoryName(name: string): boolean {
  const trimmed = name.trim();
  if (trimmed === '') return false;
  if (trimmed.length >= 50) return false;
  if (trimmed.includes('&')) return false;
  if (/^[\d\s.,-]+$/.test(trimmed)) return false;
  return !STYLE_FRAGMENT.test(trimmed);
}
