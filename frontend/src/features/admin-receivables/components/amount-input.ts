/**
 * An amount as an administrator types it ("1.234,56", "120,5", "120.50") as the API's decimal string
 * ("1234.56"); null when it is no amount with at most two decimals.
 */
export function parseGermanAmount(text: string): string | null {
  const compact = text.replace(/[\s€]/g, '');
  const normal = compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact;
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(normal);
  if (!match) return null;
  return `${Number(match[1])}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** "1234.5" → "1234,50" for a prefilled input. */
export const germanAmountText = (amount: string) => Number(amount).toFixed(2).replace('.', ',');
