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

const LONG = (word: string) => `${word.repeat(94 / word.length)} ${'Radladen '.repeat(12)}`.slice(0, 200);

/** Word boxes of the first page (pdftotext -bbox): their text and where they sit, top down. */
const wordBoxes = async (note: DeliveryNoteContent) => {
  const file = join(mkdtempSync(join(tmpdir(), 'lieferschein-')), 'note.pdf');
  writeFileSync(file, await renderDeliveryNotePdf(note, new Date('2026-11-20T08:00:00Z')));
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
    xMax: Number(match[3]),
    yMin: Number(match[2]),
    yMax: Number(match[4]),
    text: match[5],
  }));
};

describe('delivery note PDF', () => {
  it('keeps names and addresses of the allowed length in their place: letterhead on one line, address above the title', async () => {
    const note = content(2);
    note.sender = { name: LONG('Fahrradhandel'), lines: [LONG('Hauptstraße')] };
    note.returnLine = LONG('Rücksendung');
    note.recipient = [LONG('Endkundin'), LONG('Ansprechpartnerin'), LONG('Straßenname'), LONG('Ortsname').slice(0, 100)];
    const words = await wordBoxes(note);
    const title = words.find((word) => word.text === 'Lieferschein')!;
    const intro = words.find((word) => word.text === 'Mit')!;
    const above = words.filter((word) => word.yMin < title.yMin);
    expect(Math.max(...above.map((word) => word.yMax))).toBeLessThanOrEqual(title.yMin);
    expect(intro.yMin).toBeGreaterThan(title.yMax);
    expect(Math.max(...words.map((word) => word.xMax))).toBeLessThanOrEqual(595.28); // nothing runs off the A4 page
    const letterhead = words.filter((word) => word.text.startsWith('Fahrradhandel'));
    expect(new Set(letterhead.map((word) => word.yMin)).size).toBe(1);
  });


  it('draws every European letter of a name (Polish, Czech, Turkish), which a Latin-1 font drew as empty boxes', async () => {
    const note = content(1);
    note.recipient = ['Rowery Łódź Sp. z o.o.', 'Řehoř Dvořák', 'ul. Świętokrzyska 5', '34394 Şişli'];
    const file = join(mkdtempSync(join(tmpdir(), 'lieferschein-')), 'note.pdf');
    writeFileSync(file, await renderDeliveryNotePdf(note, new Date('2026-11-20T08:00:00Z')));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    for (const line of note.recipient) expect(text).toContain(line);
  });

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
