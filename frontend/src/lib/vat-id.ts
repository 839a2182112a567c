export const VAT_ID_MESSAGE = 'Bitte geben Sie eine gültige deutsche USt-ID ein (DE + 9 Ziffern)';

export const normaliseVatId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** 'DE' + 9 digits with the ISO 7064 MOD 11,10 check digit; the server checks the same. */
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
  return (11 - product) % 10 === digits[8];
}
