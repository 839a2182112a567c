import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for news content (DECISIONS.md "Content"): applied when an administrator saves and
 * again whenever content is sent to a browser. Text formatting, headings, lists, quotes and links with
 * http(s) or mailto addresses; no attributes besides a link's address, no styles, no scripts, no images.
 */
const NEWS_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

const BLOCK_TAG = /<(p|ul|ol|h[2-4]|blockquote|hr)\b/i;

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, NEWS_ALLOW_LIST).trim();
}

/** Plain-text content (older items, the spec's "text with newlines") gets its line breaks as <br>. */
export function renderNewsHtml(content: string): string {
  const clean = sanitizeNewsHtml(content);
  return BLOCK_TAG.test(clean) ? clean : clean.replace(/\r?\n/g, '<br>');
}

/** The visible text of sanitised HTML, to tell an empty editor ("<p></p>") from content. */
export function newsText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').trim();
}
