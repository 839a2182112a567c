import { identifyFile } from '../../src/common/storage/file-structure';
import { encodePng } from '../../src/seed/png';
import { samplePdf } from '../support/accounts';
import { JPEG_2PX, PNG_1PX, WEBP_2PX, WEBP_LOSSLESS_2PX } from '../support/sample-images';

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const flip = (buffer: Buffer, index: number) => {
  const copy = Buffer.from(buffer);
  copy[index < 0 ? copy.length + index : index] ^= 0xff;
  return copy;
};

describe('identifyFile: magic bytes and a well-formed structure', () => {
  it.each([
    ['PNG', PNG_1PX, 'png'],
    ['PNG from the seed encoder', encodePng(3, 2, new Uint8Array(3 * 2 * 3).fill(200)), 'png'],
    ['JPEG', JPEG_2PX, 'jpeg'],
    ['lossy WEBP', WEBP_2PX, 'webp'],
    ['lossless WEBP', WEBP_LOSSLESS_2PX, 'webp'],
    ['PDF', samplePdf(), 'pdf'],
    ['PDF with a trailing newline after %%EOF', Buffer.concat([samplePdf(), Buffer.from('\r\n')]), 'pdf'],
  ])('recognises a real %s', (_label, buffer, type) => {
    expect(identifyFile(buffer)).toBe(type);
  });

  it.each([
    ['a JPEG header followed by HTML', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML])],
    ['a JPEG header, a JFIF segment and then HTML', Buffer.concat([JPEG_2PX.subarray(0, 20), HTML])],
    ['a JPEG without EOI', JPEG_2PX.subarray(0, -2)],
    ['a JPEG with HTML after EOI', Buffer.concat([JPEG_2PX, HTML])],
    ['a JPEG whose frame header says 0×0', (() => {
      const copy = Buffer.from(JPEG_2PX);
      const sof = copy.indexOf(Buffer.from([0xff, 0xc0]));
      copy.writeUInt16BE(0, sof + 5);
      copy.writeUInt16BE(0, sof + 7);
      return copy;
    })()],
    ['a PNG signature followed by HTML', Buffer.concat([PNG_1PX.subarray(0, 8), HTML])],
    ['a PNG with a flipped data byte (CRC mismatch)', flip(PNG_1PX, -20)],
    ['a PNG without IEND', PNG_1PX.subarray(0, -12)],
    ['a PNG with HTML after IEND', Buffer.concat([PNG_1PX, HTML])],
    ['a WEBP whose RIFF size is off by two', (() => {
      const copy = Buffer.from(WEBP_2PX);
      copy.writeUInt32LE(copy.readUInt32LE(4) + 2, 4);
      return copy;
    })()],
    ['a WEBP with HTML appended', Buffer.concat([WEBP_2PX, HTML])],
    ['a RIFF/WEBP header with zeros', Buffer.concat([Buffer.from('RIFF'), Buffer.from([28, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.from([16, 0, 0, 0]), Buffer.alloc(16)])],
    ['a lossless WEBP with the wrong signature byte', flip(WEBP_LOSSLESS_2PX, 20)],
    ['a PDF header followed by HTML', Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML])],
    ['a PDF whose %%EOF is far from the end', Buffer.concat([samplePdf(), Buffer.alloc(2048, 0x20)])],
    ['HTML', HTML],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_label, buffer) => {
    expect(identifyFile(buffer)).toBeNull();
  });
});
