/** RFC 7240: the answer a client asks for with `Prefer: return=minimal`, confirmed by `Preference-Applied`. */
export const RETURN_MINIMAL = 'return=minimal';

/**
 * Whether the `Prefer` header(s) ask for `return=minimal`. Preferences are comma-separated, names are
 * case-insensitive, a value may be quoted and parameters after `;` do not change it.
 */
export function prefersMinimalReturn(header: string | string[] | undefined): boolean {
  if (!header) return false;
  const preferences = (Array.isArray(header) ? header.join(',') : header).split(',');
  return preferences.some((preference) => {
    const [nameAndValue] = preference.split(';');
    const [name, value = ''] = nameAndValue.split('=').map((part) => part.trim());
    return name.toLowerCase() === 'return' && value.replace(/^"(.*)"$/, '$1').toLowerCase() === 'minimal';
  });
}
