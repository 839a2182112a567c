import { inflateSync } from 'zlib';
import { crc32, encodePng, PNG_SIGNATURE } from './png';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({ type, data, crcOk: crc === crc32(png.subarray(offset + 4, offset + 8 + length)) });
    offset += 12 + length;
  }
  return chunks;
}

/** Undoes the per-row filters (only None and Sub occur here) and returns the RGB bytes. */
function unfilter(raw: Buffer, width: number, height: number): Buffer {
  const stride = width * 3;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i];
      const left = filter === 1 && i >= 3 ? out[y * stride + i - 3] : 0;
      out[y * stride + i] = (value + left) & 0xff;
    }
  }
  return out;
}

describe('encodePng', () => {
  const width = 7;
  const height = 5;
  const pixels = new Uint8Array(width * height * 3).map((_, i) => (i * 37 + 11) % 256);
  const png = encodePng(width, height, pixels);

  it('starts with the PNG signature', () => {
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it('writes IHDR first with width, height, 8-bit RGB, then IDAT and IEND, all with valid CRCs', () => {
    const chunks = readChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const ihdr = chunks[0].data;
    expect(ihdr.readUInt32BE(0)).toBe(width);
    expect(ihdr.readUInt32BE(4)).toBe(height);
    expect([ihdr[8], ihdr[9], ihdr[12]]).toEqual([8, 2, 0]);
  });

  it('decodes back to the same pixels', () => {
    const idat = readChunks(png).find((c) => c.type === 'IDAT')!.data;
    const raw = inflateSync(idat);
    expect(raw.length).toBe((width * 3 + 1) * height);
    expect(unfilter(raw, width, height).equals(Buffer.from(pixels))).toBe(true);
  });

  it('handles a full-size product image', () => {
    const big = encodePng(480, 360, new Uint8Array(480 * 360 * 3).fill(200));
    const raw = inflateSync(readChunks(big)[1].data);
    expect(raw.length).toBe((480 * 3 + 1) * 360);
    expect(big.length).toBeLessThan(5000);
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('refuses a buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(RangeError);
  });
});
