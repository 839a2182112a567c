/** Product descriptions: HTML tags and entities are stripped, whitespace tidied, the text trimmed. */
export function stripHtml(value: string): string {
  // Plain one-line text (most of an imported price list) needs none of the passes below.
  if (!/[<&\t\r\n]| {2}/.test(value)) return value.trim();
  return value
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
