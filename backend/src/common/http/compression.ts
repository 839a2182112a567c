import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'stream';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gzip, gzipSync } from 'zlib';

/**
 * Smaller answers go as they are. Compressing a 1.5 KB order answer cost ≈ 0.13–0.19 ms of CPU in the API (brotli
 * and the garbage it leaves) to save ≈ 780 bytes, which beside ≈ 800 bytes of headers did not even spare a TCP
 * segment; from 4 KiB on, the roughly halved JSON saves at least one (docs/performance.md, session 18).
 */
export const COMPRESS_MIN_BYTES = 4 * 1024;
/** Above this a body is compressed on the thread pool, so that one large answer does not stall every other request. */
const SYNC_MAX_BYTES = 64 * 1024;
const COMPRESSIBLE = /^(application\/(json|xml|javascript)|text\/)|\+json|\+xml/i;

type Encoding = 'br' | 'gzip';

// Quality 4 and a 256 KiB window: most of brotli's gain on JSON at a fraction of the default's cost.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } };
const GZIP = { level: 6 };

/** The client's preferred encoding among ours: brotli before gzip, `q=0` refuses. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const offered = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    offered.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: Encoding) => offered.get(name) ?? offered.get('*') ?? 0;
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  return quality('gzip') > 0 ? 'gzip' : null;
}

function compressBody(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (body.length <= SYNC_MAX_BYTES) return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') brotliCompress(body, BROTLI, done);
    else gzip(body, GZIP, done);
  });
}

/**
 * API answers compressed on the fly: a JSON body in one call (a compression stream per answer cost a
 * third of a small request's CPU), streamed text such as the CSV export through a stream. The built
 * frontend is precompressed and already carries its encoding, which this leaves alone.
 */
export function registerCompression(fastify: FastifyInstance): void {
  // callback style: most answers pass unchanged, and an async hook costs a promise and a tick per request
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    const result = compressed(request, reply, payload);
    if (result instanceof Promise) result.then((body) => done(null, body), done);
    else done(null, result);
  });
}

function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (payload === null || payload === undefined || request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return payload;
  const isStream = payload instanceof Readable;
  // the size without copying: a client that takes no compression gets the string as it is
  const size = isStream ? Infinity : typeof payload === 'string' ? Buffer.byteLength(payload) : Buffer.isBuffer(payload) ? payload.length : 0;
  if (size < COMPRESS_MIN_BYTES) return payload;
  reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  if (isStream) return payload.pipe(encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP));
  return compressBody(typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer), encoding);
}

function varyWithAcceptEncoding(current: unknown): string {
  const existing = current ? String(current) : '';
  if (/accept-encoding/i.test(existing)) return existing;
  return existing ? `${existing}, Accept-Encoding` : 'Accept-Encoding';
}
