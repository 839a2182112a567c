import { newPdfDocument } from '../../../../common/pdf/pdf-document';
import { centsFromNumeric, formatEuro, formatGermanDate } from '../../../../common/money/money';
import { pdfFonts } from '../../../../common/pdf/pdf-fonts';
import { drawAddressAndFacts, drawLetterFooters, drawLetterhead, groupedIban } from '../../../../common/pdf/pdf-letter';
import { LEFT, LINE, MM, PAGE, RIGHT, WIDTH } from '../../../../common/pdf/pdf-page';
import type { InvoiceForLetter } from '../../../invoices/open-items/overdue-invoices.service';
import { BankAccountSetting } from '../../../settings/receivables-settings';
import type { DunningLetter } from '../../entities/dunning-letter.entity';

export interface DunningLetterPdfInput {
  letter: DunningLetter;
  invoice: InvoiceForLetter;
  /** Letters of the invoice before this one (level, title, date), referred to in the text. */
  earlier: Pick<DunningLetter, 'label' | 'letterDate'>[];
  bank: BankAccountSetting;
  /** The last level: the company is on Liefersperre from this letter on. */
  last: boolean;
  pointsAboveBase: number;
}

const percent = (value: string) => `${value.replace('.', ',')} %`;

/** A dunning letter in the invoice's house style: the invoice's seller as letterhead, the amounts as a small table. */
export async function renderDunningLetterPdf(input: DunningLetterPdfInput): Promise<Buffer> {
  const { letter, invoice } = input;
  const title = `${letter.label} zu Rechnung ${invoice.number}`;
  const doc = await newPdfDocument({
    size: 'A4',
    margins: { top: 20 * MM, bottom: 10 * MM, left: LEFT, right: PAGE.width - RIGHT },
    lang: 'de-DE',
    bufferPages: true,
    displayTitle: true,
    info: { Title: title, Creator: 'Radwerk B2B-Portal', Producer: 'Radwerk B2B-Portal (PDFKit)', CreationDate: letter.createdAt },
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
  drawAddressAndFacts(doc, invoice.seller, invoice.buyer, letterFacts(input));
  let y = drawIntro(doc, input, title);
  y = drawAmounts(doc, input, y);
  drawClosing(doc, input, y);
  drawLetterFooters(doc, invoice.seller);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** The letter's facts beside the address: date, the invoice it is about, since when it is due. */
function letterFacts({ letter, invoice }: DunningLetterPdfInput): [string, string][] {
  return [
    ['Datum', formatGermanDate(letter.letterDate)],
    ['Rechnungsnummer', invoice.number],
    ['Rechnungsdatum', formatGermanDate(invoice.issueDate)],
    ['Fällig seit', formatGermanDate(invoice.dueDate)],
    ['Bestellnummer', invoice.orderNumber],
  ];
}

function drawIntro(doc: PDFKit.PDFDocument, { invoice, earlier }: DunningLetterPdfInput, title: string): number {
  doc.font('Bold').fontSize(16).fillColor('black').text(title, LEFT, 100 * MM, { width: WIDTH });
  const reference = `unsere Rechnung ${invoice.number} vom ${formatGermanDate(invoice.issueDate)} (Bestellung ${invoice.orderNumber}) war am ${formatGermanDate(invoice.dueDate)} fällig`;
  const text =
    earlier.length === 0
      ? `Sehr geehrte Damen und Herren,\n${reference}. Sicher ist Ihnen die Zahlung im Tagesgeschäft entgangen. Bis heute haben wir den folgenden Betrag nicht erhalten:`
      : `Sehr geehrte Damen und Herren,\n${reference}. Trotz ${earlier.length === 1 ? 'unseres Schreibens' : 'unserer Schreiben'} ${earlier.map((other) => `„${other.label}“ vom ${formatGermanDate(other.letterDate)}`).join(' und ')} ist der folgende Betrag weiterhin offen:`;
  doc.moveDown(0.4).font('Regular').fontSize(10).text(text, { width: WIDTH });
  return doc.y + 6 * MM;
}

function drawAmounts(doc: PDFKit.PDFDocument, { letter, invoice }: DunningLetterPdfInput, top: number): number {
  const rows: [string, string, boolean?][] = [[`Rechnungsbetrag brutto (${invoice.number})`, formatEuro(invoice.totalAmount)]];
  if (centsFromNumeric(invoice.paidAmount) > 0) rows.push(['abzüglich erhaltener Zahlungen', formatEuro(-centsFromNumeric(invoice.paidAmount))]);
  if (centsFromNumeric(invoice.skontoAmount) > 0) rows.push(['abzüglich Skonto', formatEuro(-centsFromNumeric(invoice.skontoAmount))]);
  rows.push(['Offener Rechnungsbetrag', formatEuro(letter.openAmount), true]);
  for (const period of letter.interestPeriods) {
    rows.push([
      `Verzugszinsen ${formatGermanDate(period.from)}–${formatGermanDate(period.to)} (${period.days} Tage, ${percent(period.ratePercent)} p. a.)`,
      formatEuro(period.interestCents),
    ]);
  }
  if (centsFromNumeric(letter.feeAmount) > 0) rows.push(['Verzugspauschale nach § 288 Abs. 5 BGB', formatEuro(letter.feeAmount)]);
  rows.push(['Zu zahlender Gesamtbetrag', formatEuro(letter.totalAmount), true]);

  const labelX = LEFT;
  let y = top;
  for (const [label, value, strong] of rows) {
    if (strong) doc.moveTo(labelX, y - 2).lineTo(RIGHT, y - 2).lineWidth(0.8).strokeColor('black').stroke();
    else doc.moveTo(labelX, y + 12).lineTo(RIGHT, y + 12).lineWidth(0.3).strokeColor(LINE).stroke();
    doc.font(strong ? 'Bold' : 'Regular').fontSize(strong ? 10 : 9).fillColor('black');
    doc.text(label, labelX, y + (strong ? 2 : 0), { width: WIDTH - 40 * MM });
    doc.text(value, RIGHT - 40 * MM, y + (strong ? 2 : 0), { width: 40 * MM, align: 'right' });
    y += strong ? 18 : 16;
  }
  return y + 5 * MM;
}

function drawClosing(doc: PDFKit.PDFDocument, { letter, invoice, bank, last, pointsAboveBase }: DunningLetterPdfInput, top: number): void {
  const paragraphs = [
    `Bitte überweisen Sie ${formatEuro(letter.totalAmount)} bis zum ${formatGermanDate(letter.payBy)} auf unser Konto: ${bank.accountHolder}, ${bank.bankName}, IBAN ${groupedIban(bank.iban)}, BIC ${bank.bic}. Verwendungszweck: ${invoice.paymentReference}.`,
    ...(letter.interestPeriods.length > 0
      ? [`Verzugszinsen nach § 288 Abs. 2 BGB: ${pointsAboveBase} Prozentpunkte über dem jeweils gültigen Basiszinssatz auf den offenen Betrag, taggenau ab dem Tag nach der Fälligkeit bis zum Datum dieses Schreibens (Jahr zu 365 Tagen).`]
      : []),
    ...(last
      ? ['Bis zum vollständigen Ausgleich aller überfälligen Rechnungen können Sie nicht mehr auf Rechnung bestellen (Liefersperre). Bestellungen gegen Vorkasse sind weiterhin möglich.']
      : []),
    'Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos. Bei Fragen zur Rechnung antworten Sie einfach auf unsere E-Mail.',
    `Mit freundlichen Grüßen\n${invoice.seller.name}`,
  ];
  doc.font('Regular').fontSize(9.5).fillColor('black').text(paragraphs.join('\n\n'), LEFT, top, { width: WIDTH });
}
