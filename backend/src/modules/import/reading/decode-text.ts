import * as iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'windows-1252' | 'iso-8859-1' | 'utf-16le' | 'utf-16be';

export const ENCODING_LABELS: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252',
  'iso-8859-1': 'ISO-8859-1',
  'utf-16le': 'UTF-16 (LE)',
  'utf-16be': 'UTF-16 (BE)',
};

/** Bytes windows-1252 leaves undefined: a file containing them is read as iso-8859-1 instead. */
const WINDOWS_1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((byte, index) => buffer[index] === byte);

/**
 * The encodings the admin spec names, tried in its order: UTF-8 (with or without BOM), windows-1252,
 * iso-8859-1. A UTF-16 byte order mark (Excel's "Unicode-Text") is honoured as well.
 */
export function detectEncoding(buffer: Buffer): TextEncoding {
  if (startsWith(buffer, [0xef, 0xbb, 0xbf])) return 'utf-8';
  if (startsWith(buffer, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(buffer, [0xfe, 0xff])) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return 'utf-8';
  } catch {
    return buffer.some((byte) => WINDOWS_1252_UNDEFINED.has(byte)) ? 'iso-8859-1' : 'windows-1252';
  }
}

/** The text of the file in the given encoding, without a byte order mark. */
export function decodeText(buffer: Buffer, encoding: TextEncoding): string {
  const text = encoding === 'utf-8' ? buffer.toString('utf8') : iconv.decode(buffer, encoding);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
