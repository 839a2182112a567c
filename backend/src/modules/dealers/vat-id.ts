export const VAT_ID_MESSAGE = 'Bitte geben Sie eine gültige deutsche USt-ID ein (DE + 9 Ziffern)';

/** Upper-cases and drops spaces, dots and dashes ("de 811 569 869" → "DE811569869"). */
export function normaliseVatId(value: string): string {
  return value.replace(/[\s.\-]/g, '').toUpperCase();
}

/**
 * A German USt-IdNr.: 'DE' + 9 digits whose last digit is the ISO 7064 MOD 11,10 check digit of the
 * first eight (the procedure the Bundeszentralamt für Steuern publishes).
 */
export function isValidGermanVatId(value: string): boolean {
  const match = /^DE(\d{9})$/.exec(value);
  if (!match) return false;
  const digits = match[1].split('').map(Number);
  let product = 10;
  for (const digit of digits.slice(0, 8)) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === digits[8];
}
