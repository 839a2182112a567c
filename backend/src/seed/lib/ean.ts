/** EAN-13 check digit for the first 12 digits: weights 1 and 3 alternating, from the left. */
export function eanCheckDigit(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`EAN braucht 12 Ziffern, erhalten "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && eanCheckDigit(code.slice(0, 12)) === code[12];
}
