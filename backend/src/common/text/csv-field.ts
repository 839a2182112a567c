/**
 * A CSV field for German Excel: quoted when needed; a leading =, +, - or @ is defused with an apostrophe so a
 * cell never runs as a formula in the reader's spreadsheet (the import's error report, the dealer's export).
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
