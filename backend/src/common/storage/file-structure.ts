import { crc32 } from 'zlib';
import { DetectedFileType, detectFileType } from './file-signature';

/**
 * Magic bytes only say what a file claims to be: a JPEG header followed by HTML passes them. These checks
 * walk the container structure of each type far enough that a file which merely starts like an image or
 * a PDF is refused, without decoding pixels (no native image library needed):
 * - PNG: IHDR first with sane values, every chunk complete with a matching CRC, IDAT present, IEND last.
 * - JPEG: a marker-segment chain from SOI through a frame header (SOF) and scan (SOS) to EOI at the end.
 * - WEBP: the RIFF size equals the file size, the chunks tile it exactly, the first is VP8/VP8L/VP8X with
 *   a valid frame header.
 * - PDF: `%PDF-` at the start and `%%EOF` within the last 1024 bytes, as readers require.
 * Nothing may follow the end of an image (no appended HTML or archive).
 */
export function identifyFile(buffer: Buffer): DetectedFileType | null {
  const type = detectFileType(buffer);
  if (!type) return null;
  return WELL_FORMED[type](buffer) ? type : null;
}

const WELL_FORMED: Record<DetectedFileType, (buffer: Buffer) => boolean> = {
  pdf: isWellFormedPdf,
  png: isWellFormedPng,
  jpeg: isWellFormedJpeg,
  webp: isWellFormedWebp,
};

export function isWellFormedPdf(buffer: Buffer): boolean {
  const tail = buffer.subarray(Math.max(0, buffer.length - 1024)).toString('latin1');
  return buffer.subarray(0, 5).toString('latin1') === '%PDF-' && tail.includes('%%EOF');
}

const PNG_SIGNATURE_LENGTH = 8;
/** Allowed bit depths per PNG colour type (PNG spec, table 11.1). */
const PNG_BIT_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

export function isWellFormedPng(buffer: Buffer): boolean {
  let offset = PNG_SIGNATURE_LENGTH;
  let index = 0;
  let sawData = false;
  let dataEnded = false;
  while (offset + 12 <= buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > buffer.length || !/^[A-Za-z]{4}$/.test(type)) return false;
    const crc = buffer.readUInt32BE(offset + 8 + length);
    if (crc32(buffer.subarray(offset + 4, offset + 8 + length)) !== crc) return false;
    if (index === 0 && (type !== 'IHDR' || !isValidIhdr(buffer.subarray(offset + 8, offset + 8 + length)))) return false;
    if (type === 'IDAT') {
      if (dataEnded) return false; // IDAT chunks must be consecutive
      sawData = true;
    } else if (sawData) {
      dataEnded = true;
    }
    if (type === 'IEND') return sawData && length === 0 && end === buffer.length;
    offset = end;
    index++;
  }
  return false;
}

function isValidIhdr(data: Buffer): boolean {
  if (data.length !== 13) return false;
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const [bitDepth, colourType, compression, filter, interlace] = data.subarray(8);
  return (
    width > 0 && height > 0 && width <= 0x7fffffff && height <= 0x7fffffff &&
    (PNG_BIT_DEPTHS[colourType] ?? []).includes(bitDepth) && compression === 0 && filter === 0 && interlace <= 1
  );
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

export function isWellFormedJpeg(buffer: Buffer): boolean {
  if (buffer.length < 4 || buffer[0] !== 0xff || buffer[1] !== SOI) return false;
  let offset = 2;
  let sawFrame = false;
  let sawScan = false;
  while (offset < buffer.length) {
    if (buffer[offset] !== 0xff) return false;
    while (buffer[offset] === 0xff) offset++; // fill bytes
    if (offset >= buffer.length) return false;
    const marker = buffer[offset++];
    if (marker === EOI) return sawFrame && sawScan && offset === buffer.length;
    if (marker === SOI || marker === 0x00) return false;
    if (isStandalone(marker)) continue;
    if (offset + 2 > buffer.length) return false;
    const length = buffer.readUInt16BE(offset);
    if (length < 2 || offset + length > buffer.length) return false;
    const segment = buffer.subarray(offset + 2, offset + length);
    if (isStartOfFrame(marker)) {
      if (!isValidFrameHeader(segment)) return false;
      sawFrame = true;
    }
    offset += length;
    if (marker === SOS) {
      if (!sawFrame || !isValidScanHeader(segment)) return false;
      sawScan = true;
      offset = endOfEntropyCodedData(buffer, offset);
      if (offset < 0) return false;
    }
  }
  return false;
}

function isValidFrameHeader(segment: Buffer): boolean {
  if (segment.length < 6) return false;
  const height = segment.readUInt16BE(1);
  const width = segment.readUInt16BE(3);
  const components = segment[5];
  return height > 0 && width > 0 && components >= 1 && components <= 4 && segment.length === 6 + 3 * components;
}

function isValidScanHeader(segment: Buffer): boolean {
  const components = segment[0];
  return components >= 1 && components <= 4 && segment.length === 4 + 2 * components;
}

/** Entropy-coded data runs until a marker other than a stuffed 0xFF00 or a restart marker. */
function endOfEntropyCodedData(buffer: Buffer, offset: number): number {
  for (let i = offset; i + 1 < buffer.length; i++) {
    if (buffer[i] !== 0xff) continue;
    const next = buffer[i + 1];
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return i;
  }
  return -1;
}

const RIFF_HEADER = 12;

export function isWellFormedWebp(buffer: Buffer): boolean {
  if (buffer.length < RIFF_HEADER + 8 || buffer.readUInt32LE(4) + 8 !== buffer.length) return false;
  const chunks: { type: string; data: Buffer }[] = [];
  let offset = RIFF_HEADER;
  while (offset < buffer.length) {
    if (offset + 8 > buffer.length) return false;
    const type = buffer.toString('latin1', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size & 1);
    if (end > buffer.length) return false;
    chunks.push({ type, data: buffer.subarray(offset + 8, offset + 8 + size) });
    offset = end;
  }
  const [first] = chunks;
  if (first?.type === 'VP8 ') return isValidVp8(first.data);
  if (first?.type === 'VP8L') return isValidVp8l(first.data);
  if (first?.type === 'VP8X' && first.data.length >= 10) {
    const image = chunks.find((chunk) => chunk.type === 'VP8 ' || chunk.type === 'VP8L' || chunk.type === 'ANMF');
    if (!image) return false;
    return image.type === 'VP8 ' ? isValidVp8(image.data) : image.type === 'VP8L' ? isValidVp8l(image.data) : image.data.length > 16;
  }
  return false;
}

/** A lossy key frame: frame tag, start code 9D 01 2A, non-zero size, first partition inside the chunk. */
function isValidVp8(data: Buffer): boolean {
  if (data.length < 10) return false;
  const tag = data[0] | (data[1] << 8) | (data[2] << 16);
  const keyFrame = (tag & 1) === 0;
  const firstPartitionSize = tag >>> 5;
  const startCode = data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a;
  const width = data.readUInt16LE(6) & 0x3fff;
  const height = data.readUInt16LE(8) & 0x3fff;
  return keyFrame && startCode && width > 0 && height > 0 && 10 + firstPartitionSize <= data.length;
}

/** A lossless bitstream: signature 0x2F and version 0 (the size fields cannot be wrong: they store size − 1). */
function isValidVp8l(data: Buffer): boolean {
  return data.length > 5 && data[0] === 0x2f && data[4] >> 5 === 0;
}
