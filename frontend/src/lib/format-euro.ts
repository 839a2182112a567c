const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/**
 * Formats an amount as German euro text ("1.234,50 €").
 * Takes the API's decimal strings ("12.50") as they come; numbers only for fixed constants.
 */
export function formatEuro(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount.trim());
  if (amount === '' || !Number.isFinite(value)) return '–';
  return euro.format(value);
}

const euroWhole = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Whole euros ("184.231 €"), for overview figures such as the stock value. */
export function formatEuroWhole(amount: string | number): string {
  const value = Number(amount);
  return amount === '' || !Number.isFinite(value) ? '–' : euroWhole.format(value);
}
