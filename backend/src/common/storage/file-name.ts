/** An uploaded file's name for display and download: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return clean || fallback;
}

/** A Content-Disposition header value that carries any file name safely (ASCII fallback plus RFC 5987 form). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  return `${kind}; filename="${fileName.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
