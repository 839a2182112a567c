/**
 * An amount typed the German way ("1.000,50", "2500,5", "5.000 €") or as the API writes it ("5000.00"), as the API's
 * decimal string ("1000.50"); null when it is not an amount from 0 with at most two decimals. A dot alone is a
 * thousands separator only in groups of three ("5.000"); "1,234" (three decimals) is no amount.
 */
export function parseEuroInput(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  let text = value.replace(/[\s€\u00a0]/g, '');
  if (text.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d*)?$/.test(text) && !/^\d+(,\d*)?$/.test(text)) return null;
    text = text.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return `${BigInt(match[1]).toString()}.${(match[2] ?? '').padEnd(2, '0')}`;
}

const germanAmount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The API's "1000.5" as an input shows it: "1.000,50" (what parseEuroInput reads back). */
export const euroInputText = (amount: string): string => germanAmount.format(Number(amount));
