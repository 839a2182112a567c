import { newPdfDocument } from '../../../common/pdf/pdf-document';
import { centsFromNumeric, formatEuro, formatGermanDate } from '../../../common/money/money';
import { paymentMethodLabel, paymentPolicyOf } from '../../orders/payment-policies/payment-policies';
import { Invoice } from '../entities/invoice.entity';
import { InvoiceKind } from '../invoice-enums';
import { facturXMetadata } from './factur-x-metadata';
import { pdfFonts } from '../../../common/pdf/pdf-fonts';
import { drawAddressAndFacts, drawLetterFooters, drawLetterhead, FOOTER_TOP, groupedIban } from '../../../common/pdf/pdf-letter';
import { GREY, LEFT, LINE, MM, PAGE, RIGHT, WIDTH } from '../../../common/pdf/pdf-page';
import { PrecedingInvoice } from './invoice-xml';


const CONTENT_BOTTOM = FOOTER_TOP - 8 * MM;

/** Columns of the line table: [title, width, align]. Description takes what the others leave. */
const COLUMNS: [string, number, 'left' | 'right'][] = [
  ['Pos.', 24, 'left'],
  ['Art.-Nr.', 72, 'left'],
  ['Bezeichnung', 0, 'left'],
  ['Menge', 42, 'right'],
  ['Listenpreis', 58, 'right'],
  ['Rabatt', 36, 'right'],
  ['Einzelpreis', 58, 'right'],
  ['Gesamt netto', 64, 'right'],
];
COLUMNS[2][1] = WIDTH - COLUMNS.reduce((sum, [, width]) => sum + width, 0);

export interface InvoicePdfInput {
  invoice: Invoice;
  preceding: PrecedingInvoice | null;
  /** The CII XML embedded as factur-x.xml (EN 16931 profile). */
  facturXml: string;
}

const euro = (amount: string) => formatEuro(amount);

/**
 * The human-readable invoice with everything § 14 UStG asks for, as PDF/A-3b with the EN 16931 XML
 * attached (ZUGFeRD / Factur-X). Deterministic: the same invoice gives the same bytes.
 */
export async function renderInvoicePdf({ invoice, preceding, facturXml }: InvoicePdfInput): Promise<Buffer> {
  const cancellation = invoice.kind === InvoiceKind.Cancellation;
  const title = `${cancellation ? 'Stornorechnung' : 'Rechnung'} ${invoice.number}`;
  const doc = await newPdfDocument({
    size: 'A4',
    margins: { top: 20 * MM, bottom: 10 * MM, left: LEFT, right: PAGE.width - RIGHT },
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: 'de-DE',
    bufferPages: true,
    displayTitle: true,
    info: {
      Title: title,
      Subject: `${title} zur Bestellung ${invoice.orderNumber}`,
      Creator: 'Radwerk B2B-Portal',
      Producer: 'Radwerk B2B-Portal (PDFKit)',
      CreationDate: invoice.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const { regular, bold } = pdfFonts();
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', bold);

  drawLetterhead(doc, invoice.seller);
  drawAddressAndFacts(doc, invoice.seller, invoice.buyer, invoiceFacts(invoice));
  let y = drawTitle(doc, invoice, title, preceding);
  y = drawLines(doc, invoice, y);
  y = drawTotals(doc, invoice, y);
  drawTerms(doc, invoice, y);
  drawLetterFooters(doc, invoice.seller, invoice.number);

  // PDFKit supports `relationship` (the /AFRelationship of PDF/A-3); its type definitions lag behind.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
    name: 'factur-x.xml',
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Rechnungsdaten (ZUGFeRD / Factur-X, Profil EN 16931)',
    creationDate: invoice.createdAt,
    modifiedDate: invoice.createdAt,
  };
  doc.file(Buffer.from(facturXml, 'utf8'), attachment);
  doc.appendXML(facturXMetadata('factur-x.xml', 'EN 16931'));
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** One throw-away page in both fonts: loads PDFKit's and fontkit's code paths before the first invoice. */
export async function warmUpPdf(): Promise<void> {
  const doc = await newPdfDocument({ size: 'A4', pdfVersion: '1.7', subset: 'PDF/A-3b' });
  const finished = new Promise<void>((resolve) => doc.on('end', resolve));
  doc.on('data', () => undefined);
  const { regular, bold } = pdfFonts();
  doc.registerFont('Regular', regular).registerFont('Bold', bold);
  doc.font('Regular').fontSize(9).text('Rechnung 1.234,56 € – Größe');
  doc.font('Bold').fontSize(16).text('Rechnung 1.234,56 € – Größe');
  doc.end();
  await finished;
}

/** The invoice's facts beside the address: number, dates, order, payment, due date and Skonto, VAT ids. */
function invoiceFacts(invoice: Invoice): [string, string][] {
  const { seller } = invoice;
  return [
    [invoice.kind === InvoiceKind.Cancellation ? 'Stornonummer' : 'Rechnungsnummer', invoice.number],
    ['Rechnungsdatum', formatGermanDate(invoice.issueDate)],
    ['Liefer-/Leistungsdatum', formatGermanDate(invoice.deliveryDate)],
    ['Bestellnummer', invoice.orderNumber],
    ['Zahlungsart', paymentMethodLabel(invoice.paymentMethod)],
    ...(invoice.dueDate && !invoice.paid ? ([['Fällig am', formatGermanDate(invoice.dueDate)]] as [string, string][]) : []),
    ...(invoice.skontoUntil && invoice.skontoPercent
      ? ([[`${Number(invoice.skontoPercent).toLocaleString('de-DE')} % Skonto bis`, formatGermanDate(invoice.skontoUntil)]] as [string, string][])
      : []),
    ...(invoice.buyer.vatId ? ([['Ihre USt-IdNr.', invoice.buyer.vatId]] as [string, string][]) : []),
    ['Unsere USt-IdNr.', seller.vatId],
  ];
}

function drawTitle(doc: PDFKit.PDFDocument, invoice: Invoice, title: string, preceding: PrecedingInvoice | null): number {
  doc.font('Bold').fontSize(16).fillColor('black').text(title, LEFT, 100 * MM, { width: WIDTH });
  doc.moveDown(0.4).font('Regular').fontSize(10);
  if (invoice.kind === InvoiceKind.Cancellation && preceding) {
    doc.text(
      `Sehr geehrte Damen und Herren,\nhiermit stornieren wir die Rechnung ${preceding.number} vom ${formatGermanDate(preceding.issueDate)} zur Bestellung ${invoice.orderNumber} vollständig. Die Beträge werden mit umgekehrtem Vorzeichen ausgewiesen.`,
      { width: WIDTH },
    );
  } else {
    doc.text(`Sehr geehrte Damen und Herren,\nvielen Dank für Ihre Bestellung ${invoice.orderNumber}. Wir berechnen Ihnen die folgende Lieferung:`, {
      width: WIDTH,
    });
  }
  return doc.y + 6 * MM;
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

function drawLines(doc: PDFKit.PDFDocument, invoice: Invoice, top: number): number {
  let y = drawTableHeader(doc, top);
  doc.font('Regular').fontSize(8.5);
  for (const line of invoice.lines) {
    const cells = [
      String(line.position),
      line.sku,
      line.name,
      `${line.quantity} Stk.`,
      euro(line.listPrice),
      line.discountPercent > 0 ? `${line.discountPercent} %` : '–',
      euro(line.unitPrice),
      euro(line.totalPrice),
    ];
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
  return y + 4;
}

function drawTotals(doc: PDFKit.PDFDocument, invoice: Invoice, top: number): number {
  const express = centsFromNumeric(invoice.expressAmount);
  const standardShipping = centsFromNumeric(invoice.shippingAmount) - express;
  const net = centsFromNumeric(invoice.subtotalAmount) + centsFromNumeric(invoice.shippingAmount);
  const vatPercent = Number(invoice.vatPercent);
  const rows: [string, string, boolean?][] = [
    ['Warenwert netto', euro(invoice.subtotalAmount)],
    ['Versand netto', standardShipping === 0 && express === 0 ? 'frei' : formatEuro(standardShipping)],
    ...(express !== 0 ? ([['Expresszuschlag netto', formatEuro(express)]] as [string, string][]) : []),
    ['Summe netto', formatEuro(net)],
    [`zzgl. ${vatPercent} % USt. auf ${formatEuro(net)}`, euro(invoice.taxAmount)],
    [invoice.kind === InvoiceKind.Cancellation ? 'Stornobetrag brutto' : 'Rechnungsbetrag brutto', euro(invoice.totalAmount), true],
  ];
  if (invoice.paid && invoice.kind === InvoiceKind.Invoice) {
    rows.push(['bereits bezahlt', formatEuro(-centsFromNumeric(invoice.totalAmount))], ['Offener Betrag', formatEuro(0), true]);
  }
  const labelX = RIGHT - 110 * MM;
  let y = top + 2;
  if (y + rows.length * 15 + 20 > CONTENT_BOTTOM) {
    doc.addPage();
    y = 20 * MM;
  }
  for (const [label, value, strong] of rows) {
    if (strong) {
      doc.moveTo(labelX, y - 2).lineTo(RIGHT, y - 2).lineWidth(0.8).strokeColor('black').stroke();
    }
    doc.font(strong ? 'Bold' : 'Regular').fontSize(strong ? 10 : 9).fillColor('black');
    doc.text(label, labelX, y + (strong ? 2 : 0), { width: 75 * MM });
    doc.text(value, RIGHT - 35 * MM, y + (strong ? 2 : 0), { width: 35 * MM, align: 'right' });
    y += strong ? 18 : 14;
  }
  if (invoice.kind === InvoiceKind.Invoice && centsFromNumeric(invoice.discountAmount) !== 0) {
    doc
      .font('Regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(`Im Warenwert ist Ihr Händlerrabatt von ${euro(invoice.discountAmount)} bereits abgezogen.`, labelX, y + 2, { width: RIGHT - labelX, align: 'right' });
    y = doc.y;
  }
  return y + 6 * MM;
}

function drawTerms(doc: PDFKit.PDFDocument, invoice: Invoice, top: number): void {
  const { seller } = invoice;
  const transfer = !invoice.paid && invoice.kind === InvoiceKind.Invoice && paymentPolicyOf(invoice.paymentMethod).paymentMeans(invoice.paid).toSellerAccount;
  const paragraphs = [
    invoice.paymentTerms,
    ...(transfer ? [`Bankverbindung: ${seller.bankName}, IBAN ${groupedIban(seller.iban)}, BIC ${seller.bic}, Kontoinhaber ${seller.accountHolder ?? seller.name}.`] : []),
    ...(invoice.kind === InvoiceKind.Invoice ? ['Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.'] : []),
    invoice.kind === InvoiceKind.Cancellation ? 'Bei Fragen zu dieser Stornorechnung antworten Sie einfach auf unsere E-Mail.' : 'Vielen Dank für Ihren Auftrag!',
  ];
  const text = paragraphs.join('\n\n');
  doc.font('Regular').fontSize(9.5).fillColor('black');
  let y = top;
  if (y + doc.heightOfString(text, { width: WIDTH }) + 24 > CONTENT_BOTTOM) {
    doc.addPage();
    y = 20 * MM;
  }
  doc.text(text, LEFT, y, { width: WIDTH });
  doc
    .moveDown(0.8)
    .font('Regular')
    .fontSize(7.5)
    .fillColor(GREY)
    .text('Diese PDF-Datei enthält die Rechnungsdaten zusätzlich als strukturierte E-Rechnung (ZUGFeRD / Factur-X, EN 16931).', { width: WIDTH });
}
