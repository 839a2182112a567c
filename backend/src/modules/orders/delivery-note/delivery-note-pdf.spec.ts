import { execFileSync } from 'child_process';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { DeliveryNoteContent } from './delivery-note-content';
import { renderDeliveryNotePdf } from './delivery-note-pdf';

const content = (lineCount: number): DeliveryNoteContent => ({
  title: 'Lieferschein zur Bestellung B-2026-000042',
  sender: { name: 'Radwerk Großhandel GmbH', lines: ['Am Speicherhafen 12 · 28217 Bremen'] },
  returnLine: 'Radwerk Großhandel GmbH · Am Speicherhafen 12 · 28217 Bremen',
  recipient: ['Radladen Süd KG', 'Jürgen Weiß', 'Hauptstraße 3', '26122 Oldenburg'],
  facts: [['Bestellnummer', 'B-2026-000042']],
  intro: 'Mit dieser Sendung liefern wir Ihnen:',
  lines: Array.from({ length: lineCount }, (_, index) => ({
    position: index + 1,
    sku: `ART-${index + 1}`,
    ean: index % 2 ? '4006381333931' : null,
    name: `Schlauch Größe ${index + 1} mit einem Namen, der in der Spalte umbricht, weil er so lang ist`,
    quantity: 2,
  })),
  footer: ['Radwerk Großhandel GmbH'],
});

const pagesOf = async (lineCount: number) => {
  const file = join(mkdtempSync(join(tmpdir(), 'lieferschein-')), 'note.pdf');
  writeFileSync(file, await renderDeliveryNotePdf(content(lineCount), new Date('2026-11-20T08:00:00Z')));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').filter((page) => page.trim());
};

describe('delivery note PDF', () => {
  it('continues a long list on further pages with the table header, page numbers and the receipt line once at the end', async () => {
    const pages = await pagesOf(60);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toMatch(/Pos\. +Art\.-Nr\. +EAN +Bezeichnung +Menge/);
      expect(page).toContain(`Seite ${index + 1} von ${pages.length}`);
    });
    const text = pages.join('\n');
    for (let position = 1; position <= 60; position += 1) expect(text).toMatch(new RegExp(`^ *${position} +ART-${position} `, 'm'));
    expect(text.match(/Ware vollständig und unbeschädigt erhalten/g)).toHaveLength(1);
    expect(pages.at(-1)).toContain('60 Positionen, 120 Stück');
    expect(text).toContain('Jürgen Weiß');
  });

  it('fits a short delivery note on one page', async () => {
    const pages = await pagesOf(3);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Seite 1 von 1');
  });
});
