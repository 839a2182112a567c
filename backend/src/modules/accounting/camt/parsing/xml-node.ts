/** Reading the tree fast-xml-parser builds: elements are objects, text is a string or `#text` beside attributes. */
export type XmlNode = Record<string, unknown>;

export function child(node: unknown, ...path: string[]): XmlNode | undefined {
  let current: unknown = node;
  for (const name of path) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as XmlNode)[name];
    if (Array.isArray(current)) current = current[0];
  }
  return current && typeof current === 'object' ? (current as XmlNode) : undefined;
}

export function children(node: unknown, name: string): unknown[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as XmlNode)[name];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The trimmed text of an element (given by path), null when it is missing or empty. */
export function text(node: unknown, ...path: string[]): string | null {
  let current: unknown = node;
  for (const name of path) {
    if (!current || typeof current !== 'object') return null;
    current = (current as XmlNode)[name];
    if (Array.isArray(current)) current = current[0];
  }
  const value = current && typeof current === 'object' ? (current as XmlNode)['#text'] : current;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function attribute(node: unknown, name: string): string | null {
  const value = node && typeof node === 'object' ? (node as XmlNode)[`@${name}`] : undefined;
  return typeof value === 'string' ? value.trim() : null;
}
