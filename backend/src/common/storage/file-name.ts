/**
 * What never belongs in a shown file name: control characters (Cc), invisible format characters (Cf: bidi
 * controls such as U+202E, which turns `rechnung\u202efdp.exe` into "rechnungexe.pdf" on screen, zero-width
 * characters, soft hyphen), line and paragraph separators, unpaired surrogates, and the quote that would end
 * a header value.
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}"]/gu;

/** An uploaded file's name for display and download: no path, nothing invisible, at most `maxLength` characters. */
export function cleanFileName(name: string, fallback: string, maxLength = 200): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const visible = base.replace(INVISIBLE_OR_CONTROL, '').trim();
  // cut by code points, so a character outside the BMP is never split in half
  const clean = Array.from(visible).slice(0, maxLength).join('').trim();
  return clean || fallback;
}

/** A Content-Disposition header value that carries any file name safely (ASCII fallback plus RFC 5987 form). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  return `${kind}; filename="${fileName.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
