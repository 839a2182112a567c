import Fastify from 'fastify';
import { brotliDecompressSync } from 'zlib';
import { acceptedEncoding, COMPRESS_MIN_BYTES, registerCompression } from './compression';

describe('acceptedEncoding', () => {
  it('prefers brotli, falls back to gzip and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*, br;q=0, gzip;q=0')).toBeNull();
  });

  it('sends the body as it is without a usable encoding', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
  });
});

describe('registerCompression', () => {
  const app = Fastify();
  registerCompression(app);
  const answerOf = (size: number) => ({ text: 'x'.repeat(size - 11) }); // {"text":"…"}: 11 bytes around the text
  app.get('/:size', async (request) => answerOf(Number((request.params as { size: string }).size)));
  beforeAll(() => app.ready());
  afterAll(() => app.close());
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('sends answers below 4 KiB as they are, even to a browser that takes brotli', async () => {
    const small = await app.inject({ method: 'GET', url: `/${COMPRESS_MIN_BYTES - 1}`, headers: browser });
    expect(COMPRESS_MIN_BYTES).toBe(4096);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBe(COMPRESS_MIN_BYTES - 1);
  });

  it('compresses answers from 4 KiB on with the encoding the client prefers', async () => {
    const large = await app.inject({ method: 'GET', url: `/${COMPRESS_MIN_BYTES}`, headers: browser });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toEqual(answerOf(COMPRESS_MIN_BYTES));
    const plain = await app.inject({ method: 'GET', url: `/${COMPRESS_MIN_BYTES}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
