import { GREEN, GREY, LEFT, LINE, MM, PAGE, RIGHT, WIDTH } from './pdf-page';

/** The seller as a letter prints it (letterhead, return address, footer). */
export interface LetterSender {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  managingDirector: string;
  register: string;
  vatId: string;
  taxNumber: string;
  bankName: string;
  iban: string;
  bic: string;
}

export interface LetterRecipient {
  company: string;
  contactPerson: string | null;
  street: string;
  postalCode: string;
  city: string;
}

export const FOOTER_TOP = PAGE.height - 30 * MM;

export const groupedIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})/g, '$1 ').trim();

/**
 * Text in a box of at most `lines` lines at the current font size, cut with "…" beyond: a company name or street of
 * the allowed length (200 characters, words of 90 letters) must not run into the letter's window, title or table.
 */
export function boundedText(doc: PDFKit.PDFDocument, text: string, lines: number, options: PDFKit.Mixins.TextOptions & { x?: number; y?: number } = {}): void {
  const { x, y, ...rest } = options;
  const box = { ...rest, height: doc.currentLineHeight(true) * lines, ellipsis: true };
  if (x !== undefined) doc.text(text, x, y, box);
  else doc.text(text, box);
}

/** The seller's name in green, address and contact below, right-aligned at the top. */
export function drawLetterhead(doc: PDFKit.PDFDocument, sender: LetterSender): void {
  doc.font('Bold').fontSize(18).fillColor(GREEN).text(sender.name, LEFT, 18 * MM, { width: WIDTH, align: 'right' });
  doc
    .font('Regular')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(`${sender.street} · ${sender.postalCode} ${sender.city}`, { width: WIDTH, align: 'right' })
    .text(`${sender.phone} · ${sender.email}`, { width: WIDTH, align: 'right' });
}

/** The window envelope's return line and address on the left, the letter's facts (label, value) on the right. */
export function drawAddressAndFacts(doc: PDFKit.PDFDocument, sender: LetterSender, recipient: LetterRecipient, facts: [string, string][]): void {
  const top = 50 * MM;
  doc.font('Regular').fontSize(7).fillColor(GREY);
  boundedText(doc, `${sender.name} · ${sender.street} · ${sender.postalCode} ${sender.city}`, 1, { x: LEFT, y: top, width: 85 * MM, underline: true });
  doc.font('Regular').fontSize(10).fillColor('black').moveDown(0.8);
  for (const line of [recipient.company, recipient.contactPerson, recipient.street, `${recipient.postalCode} ${recipient.city}`]) {
    if (line) boundedText(doc, line, 2, { width: 85 * MM });
  }
  const x = 120 * MM;
  let y = top;
  for (const [label, value] of facts) {
    doc.font('Regular').fontSize(8.5).fillColor(GREY).text(label, x, y, { width: 34 * MM });
    doc.font('Bold').fillColor('black').text(value, x + 34 * MM, y, { width: RIGHT - x - 34 * MM, align: 'right' });
    y += 13;
  }
}

/** Company data in three columns below a rule on every page; with `pageLabel`, '… · Seite n von m' at the bottom. */
export function drawLetterFooters(doc: PDFKit.PDFDocument, sender: LetterSender, pageLabel?: string): void {
  const columns = [
    [sender.name, sender.street, `${sender.postalCode} ${sender.city}`, `Geschäftsführung: ${sender.managingDirector}`],
    [sender.register, `USt-IdNr.: ${sender.vatId}`, `Steuernummer: ${sender.taxNumber}`, `Tel. ${sender.phone}`, sender.email],
    [sender.bankName, `IBAN ${groupedIban(sender.iban)}`, `BIC ${sender.bic}`],
  ];
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0; // the footer sits below the text area; without this PDFKit would open a new page
    doc.moveTo(LEFT, FOOTER_TOP).lineTo(RIGHT, FOOTER_TOP).lineWidth(0.5).strokeColor(LINE).stroke();
    const width = WIDTH / 3;
    columns.forEach((lines, column) => {
      doc.font('Regular').fontSize(7).fillColor(GREY).text(lines.join('\n'), LEFT + column * width, FOOTER_TOP + 6, { width: width - 6, lineBreak: true });
    });
    if (pageLabel) {
      doc
        .font('Regular')
        .fontSize(7)
        .fillColor(GREY)
        .text(`${pageLabel} · Seite ${index - range.start + 1} von ${range.count}`, LEFT, PAGE.height - 12 * MM, { width: WIDTH, align: 'right', lineBreak: false });
    }
  }
}
