import { readFileSync } from 'fs';
import { inflateSync } from 'zlib';

/**
 * Inter (SIL Open Font License), the whole font of the rsms/inter release (`inter-ui`): PDF/A needs every font
 * embedded, the standard 14 are not. Its 2,548 glyphs cover Latin with every European accent (ł, ř, ğ, ő), Greek and
 * Cyrillic; @fontsource's files are split by script, and a PDF run takes one font, so a "latin" file drew a Polish or
 * Turkish name as empty boxes. PDFKit embeds only the glyphs a document uses.
 */
const FILES = {
  regular: require.resolve('inter-ui/Inter (web)/Inter-Regular.woff'),
  bold: require.resolve('inter-ui/Inter (web)/Inter-Bold.woff'),
};

/**
 * Layout tables we leave out: with GSUB (ligatures, contextual alternates) PDFKit's font engine spends
 * about 150 ms per font and document shaping text; kerning (GPOS) stays.
 */
const DROPPED_TABLES = new Set(['GSUB']);

let loaded: { regular: Buffer; bold: Buffer } | undefined;

/** The document fonts (invoice, delivery note) as plain TrueType, converted once per process. */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  return (loaded ??= { regular: woffToTrueType(readFileSync(FILES.regular)), bold: woffToTrueType(readFileSync(FILES.bold)) });
}

/**
 * WOFF 1.0 → TrueType: the same tables, inflated with Node's zlib (fontkit would inflate them in
 * JavaScript for every document), behind a regular sfnt table directory.
 */
export function woffToTrueType(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Keine WOFF-Schrift');
  const tables: { tag: string; checksum: number; data: Buffer }[] = [];
  for (let index = 0; index < woff.readUInt16BE(12); index += 1) {
    const entry = 44 + index * 20;
    const tag = woff.toString('latin1', entry, entry + 4);
    if (DROPPED_TABLES.has(tag)) continue;
    const [offset, compressed, original] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const raw = woff.subarray(offset, offset + compressed);
    tables.push({ tag, checksum: woff.readUInt32BE(entry + 16), data: compressed < original ? inflateSync(raw) : raw });
  }
  const count = tables.length;
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const directory = Buffer.alloc(12 + count * 16);
  woff.copy(directory, 0, 4, 8); // sfnt version (the WOFF "flavor")
  directory.writeUInt16BE(count, 4);
  directory.writeUInt16BE(searchRange, 6);
  directory.writeUInt16BE(entrySelector, 8);
  directory.writeUInt16BE(count * 16 - searchRange, 10);
  const parts: Buffer[] = [directory];
  let offset = directory.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    directory.write(table.tag, record, 'latin1');
    directory.writeUInt32BE(table.checksum, record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}
