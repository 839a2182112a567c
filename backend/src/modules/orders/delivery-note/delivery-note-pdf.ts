import { newPdfDocument } from '../../../common/pdf/pdf-document';
import { pdfFonts } from '../../../common/pdf/pdf-fonts';
import { GREEN, GREY, LEFT, LINE, MM, PAGE, RIGHT, WIDTH } from '../../../common/pdf/pdf-page';
import { boundedText } from '../../../common/pdf/pdf-letter';
import { DeliveryNoteContent } from './delivery-note-content';

const FOOTER_TOP = PAGE.height - 22 * MM;
const CONTENT_BOTTOM = FOOTER_TOP - 8 * MM;

/** Columns of the line table: [title, width, align]. The name takes what the others leave. */
const COLUMNS: [string, number, 'left' | 'right'][] = [
  ['Pos.', 26, 'left'],
  ['Art.-Nr.', 72, 'left'],
  ['EAN', 78, 'left'],
  ['Bezeichnung', 0, 'left'],
  ['Menge', 50, 'right'],
];
COLUMNS[3][1] = WIDTH - COLUMNS.reduce((sum, [, width]) => sum + width, 0);

/** The delivery note as an A4 PDF, drawn on request from what deliveryNoteContent decided. */
export async function renderDeliveryNotePdf(content: DeliveryNoteContent, createdAt: Date): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: 'A4',
    margins: { top: 20 * MM, bottom: 10 * MM, left: LEFT, right: PAGE.width - RIGHT },
    lang: 'de-DE',
    bufferPages: true,
    displayTitle: true,
    info: { Title: content.title, Author: content.sender.name, Creator: content.sender.name, Producer: 'PDFKit', CreationDate: createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const { regular, bold } = pdfFonts();
  doc.registerFont('Regular', regular).registerFont('Bold', bold);

  drawLetterhead(doc, content);
  drawAddressAndFacts(doc, content);
  doc.font('Bold').fontSize(16).fillColor('black').text(content.title, LEFT, 100 * MM, { width: WIDTH });
  doc.moveDown(0.4).font('Regular').fontSize(10).text(content.intro, { width: WIDTH });
  const y = drawLines(doc, content, doc.y + 6 * MM);
  drawReceipt(doc, y + 10 * MM);
  drawFooters(doc, content);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

function drawLetterhead(doc: PDFKit.PDFDocument, { sender }: DeliveryNoteContent): void {
  // on a drop-shipping note the sender is the dealer: a name of the allowed length stays on one line
  doc.font('Bold').fontSize(18).fillColor(GREEN);
  boundedText(doc, sender.name, 1, { x: LEFT, y: 18 * MM, width: WIDTH, align: 'right' });
  doc.font('Regular').fontSize(8.5).fillColor(GREY);
  for (const line of sender.lines) boundedText(doc, line, 1, { width: WIDTH, align: 'right' });
}

function drawAddressAndFacts(doc: PDFKit.PDFDocument, content: DeliveryNoteContent): void {
  const top = 50 * MM;
  doc.font('Regular').fontSize(7).fillColor(GREY);
  boundedText(doc, content.returnLine, 1, { x: LEFT, y: top, width: 85 * MM, underline: true });
  doc.font('Regular').fontSize(10).fillColor('black').moveDown(0.8);
  for (const line of content.recipient) boundedText(doc, line, 2, { width: 85 * MM });
  const x = 120 * MM;
  let y = top;
  for (const [label, value] of content.facts) {
    doc.font('Regular').fontSize(8.5).fillColor(GREY).text(label, x, y, { width: 30 * MM });
    doc.font('Bold').fillColor('black').text(value, x + 30 * MM, y, { width: RIGHT - x - 30 * MM, align: 'right' });
    y = Math.max(doc.y, y + 13);
  }
}

function drawTableHeader(doc: PDFKit.PDFDocument, y: number): number {
  doc.font('Bold').fontSize(8).fillColor('black');
  let x = LEFT;
  for (const [title, width, align] of COLUMNS) {
    doc.text(title, x + (align === 'right' ? 0 : 2), y, { width: width - 4, align });
    x += width;
  }
  const bottom = y + 13;
  doc.moveTo(LEFT, bottom).lineTo(RIGHT, bottom).lineWidth(0.8).strokeColor('black').stroke();
  return bottom + 4;
}

function drawLines(doc: PDFKit.PDFDocument, content: DeliveryNoteContent, top: number): number {
  let y = drawTableHeader(doc, top);
  for (const line of content.lines) {
    const cells = [String(line.position), line.sku, line.ean ?? '–', line.name, `${line.quantity} Stk.`];
    doc.font('Regular').fontSize(8.5).fillColor('black');
    const height = Math.max(...cells.map((text, index) => doc.heightOfString(text, { width: COLUMNS[index][1] - 4 }))) + 5;
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, 20 * MM);
      doc.font('Regular').fontSize(8.5).fillColor('black');
    }
    let x = LEFT;
    cells.forEach((text, index) => {
      const [, width, align] = COLUMNS[index];
      doc.text(text, x + (align === 'right' ? 0 : 2), y, { width: width - 4, align });
      x += width;
    });
    y += height;
    doc.moveTo(LEFT, y - 2).lineTo(RIGHT, y - 2).lineWidth(0.3).strokeColor(LINE).stroke();
  }
  if (y + 16 > CONTENT_BOTTOM) {
    doc.addPage();
    y = 20 * MM;
  }
  const pieces = content.lines.reduce((sum, line) => sum + line.quantity, 0);
  const positions = content.lines.length === 1 ? '1 Position' : `${content.lines.length} Positionen`;
  doc.font('Bold').fontSize(8.5).text(`${positions}, ${pieces} Stück`, LEFT, y + 2, { width: WIDTH, align: 'right' });
  return doc.y;
}

/** The receiving party signs here: date, signature and name. */
function drawReceipt(doc: PDFKit.PDFDocument, top: number): void {
  let y = top;
  if (y + 30 * MM > CONTENT_BOTTOM) {
    doc.addPage();
    y = 20 * MM;
  }
  doc.font('Bold').fontSize(10).fillColor('black').text('Ware vollständig und unbeschädigt erhalten', LEFT, y, { width: WIDTH });
  const lineY = y + 20 * MM;
  const fields: [number, number, string][] = [
    [LEFT, 45 * MM, 'Datum'],
    [LEFT + 55 * MM, 55 * MM, 'Unterschrift'],
    [LEFT + 120 * MM, WIDTH - 120 * MM, 'Name in Druckbuchstaben'],
  ];
  for (const [x, width, label] of fields) {
    doc.moveTo(x, lineY).lineTo(x + width, lineY).lineWidth(0.5).strokeColor('black').stroke();
    doc.font('Regular').fontSize(8).fillColor(GREY).text(label, x, lineY + 3, { width });
  }
}

function drawFooters(doc: PDFKit.PDFDocument, content: DeliveryNoteContent): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0; // the footer sits below the text area; without this PDFKit would open a new page
    doc.moveTo(LEFT, FOOTER_TOP).lineTo(RIGHT, FOOTER_TOP).lineWidth(0.5).strokeColor(LINE).stroke();
    doc.font('Regular').fontSize(7).fillColor(GREY).text(content.footer.join('\n'), LEFT, FOOTER_TOP + 6, { width: WIDTH - 30 * MM });
    doc.text(`Seite ${index - range.start + 1} von ${range.count}`, RIGHT - 30 * MM, FOOTER_TOP + 6, { width: 30 * MM, align: 'right', lineBreak: false });
  }
}
