/**
 * Category names imported from the old shop sometimes are junk: CSS fragments, bare numbers, HTML-escaped
 * strings ("&amp;", "&#38;"), or whole sentences (50 characters or more). The catalogue's category list
 * hides them. Deviation from the old portal, which hid every name with '&': real categories such as
 * "Reifen & Schläuche" stay filterable; only '&' as part of an HTML entity marks junk.
 */
const HTML_ENTITY = /&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
const STYLE_FRAGMENT = /[{};<>]|^\s*[.#]?[\w-]+\s*:\s*[^:]+$|\b(px|rem|em|rgba?|font-|color|margin|padding|display|width|height)\b/i;

export function isListableCategoryName(name: string): boolean {
  const trimmed = name.trim();
  if (trimmed === '') return false;
  if (trimmed.length >= 50) return false;
  if (HTML_ENTITY.test(trimmed)) return false;
  if (/^[\d\s.,-]+$/.test(trimmed)) return false;
  return !STYLE_FRAGMENT.test(trimmed);
}
