/**
 * Invoice numbers (RE-2026-00001) as payers type them: 'RE 2026 00001', 'RE202600001', 're-2026-00001', or split
 * by the bank over two Verwendungszweck lines. Six digits after the year are something else (an order number).
 */
const INVOICE_NUMBER = /RE[\s\-_.:/]*(20\d{2})[\s\-_./]*(\d{5})(?!\d)/gi;

export function invoiceNumbersIn(remittanceLines: string[]): string[] {
  const found = new Set<string>();
  // joined with a space as shown, and without one for a number the bank broke between two lines
  for (const text of [remittanceLines.join(' '), remittanceLines.join('')]) {
    for (const match of text.matchAll(INVOICE_NUMBER)) found.add(`RE-${match[1]}-${match[2]}`);
  }
  return [...found];
}
