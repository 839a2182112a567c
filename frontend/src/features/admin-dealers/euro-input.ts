/**
 * An amount typed the German way ("5.000", "2500,50", "5.000,00 €") or as the API writes it ("5000.00"),
 * as the API's decimal string; null when it is not an amount of at most two decimals.
 */
export function parseEuroInput(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  let text = value.replace(/[\s€\u00a0]/g, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return `${BigInt(match[1]).toString()}.${(match[2] ?? '').padEnd(2, '0')}`;
}
