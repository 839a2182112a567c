import { randomUUID } from 'crypto';

export type MultipartPart =
  | { field: string; fileName: string; content: Buffer; contentType?: string }
  | { field: string; value: string };

/** A multipart/form-data body with the given parts in order, as a browser's FormData sends it. */
export function multipartBody(parts: MultipartPart[]) {
  const boundary = `----portal${randomUUID().replace(/-/g, '')}`;
  const chunks = parts.flatMap((part) => {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    return [Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.content, Buffer.from('\r\n')];
  });
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
