import { CamtReadError } from './camt-read-error';

const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((byte, index) => buffer[index] === byte);

/** ZIP (also what EBICS hands out), gzip, 7z, RAR: never unpacked here, so no archive can expand in memory. */
const ARCHIVES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0x1f, 0x8b],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x52, 0x61, 0x72, 0x21],
];

const DECLARED_ENCODING = /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;
/** What German banks deliver (UTF-8, the DFÜ agreement's encoding) and the Latin-1 family some older exports declare. */
const LATIN_1 = new Set(['iso-8859-1', 'iso-8859-15', 'latin1', 'windows-1252', 'cp1252']);

/**
 * The text of an uploaded statement: UTF-8 unless the XML declaration names a Latin-1 encoding. Bytes that
 * are not what the declaration says are refused rather than read as mojibake in a Verwendungszweck.
 */
export function decodeXml(buffer: Buffer): string {
  if (ARCHIVES.some((magic) => startsWith(buffer, magic))) {
    throw new CamtReadError('archive', 'Archive (z. B. ZIP) werden nicht angenommen. Bitte entpacken Sie die Datei und laden Sie die CAMT.053-XML-Datei hoch.');
  }
  if (startsWith(buffer, [0xff, 0xfe]) || startsWith(buffer, [0xfe, 0xff])) {
    throw new CamtReadError('encoding', 'Die Datei ist UTF-16-kodiert. Bitte laden Sie den Kontoauszug in UTF-8 hoch, wie ihn die Bank liefert.');
  }
  const bom = startsWith(buffer, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  const head = buffer.subarray(bom, bom + 200).toString('latin1');
  const declared = DECLARED_ENCODING.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
  if (LATIN_1.has(declared)) return new TextDecoder('windows-1252').decode(buffer);
  if (declared !== 'utf-8' && declared !== 'utf8') {
    throw new CamtReadError('encoding', `Die Kodierung „${declared}“ wird nicht unterstützt. Bitte laden Sie den Kontoauszug in UTF-8 hoch.`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(bom));
  } catch {
    throw new CamtReadError(
      'encoding',
      'Die Datei ist nicht gültig UTF-8-kodiert (z. B. Umlaute in einer anderen Kodierung). Bitte laden Sie den Kontoauszug unverändert hoch, wie ihn die Bank liefert.',
    );
  }
}
