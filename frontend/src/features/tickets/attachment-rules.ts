/** What the server takes as a ticket attachment (it checks the bytes; this only spares a useless upload). */
export const ACCEPTED_FILES = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';
export const MAX_FILES = 10;
const MAX_BYTES = 10 * 1024 * 1024;
const TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/** The German reason a file cannot be attached, or null. */
export function checkAttachment(file: { type: string; size: number; name: string }): string | null {
  const byName = /\.(pdf|jpe?g|png|webp)$/i.test(file.name);
  if (!TYPES.includes(file.type) && !byName) return 'Ungültiger Dateityp: Bitte hängen Sie eine PDF-Datei oder ein Bild (JPG, PNG, WEBP) an.';
  if (file.size > MAX_BYTES) return 'Die Datei darf maximal 10MB groß sein.';
  return null;
}
