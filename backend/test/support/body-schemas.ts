import type { OpenAPIObject } from '@nestjs/swagger';
import { WELL_FORMED_ID } from './access/documented-operations';

/** The parts of an OpenAPI schema a request body is built from. */
export interface SchemaNode {
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  example?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  required?: string[];
  $ref?: string;
  allOf?: SchemaNode[];
}

export type FieldKind = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** A field somewhere in a body: `['paymentTerms', 0, 'days']` is `paymentTerms.0.days`, as the validation errors name it. */
export interface BodyField {
  path: (string | number)[];
  kind: FieldKind;
  /** A string field that only takes a fixed form (enum, id, date, amount): "NaN" is wrong there, not only odd. */
  closedForm: boolean;
}

/** Follows `$ref` and the single-entry `allOf` Nest's swagger writes for enums, keeping the outer node's own keys. */
function resolve(document: OpenAPIObject, node: SchemaNode): SchemaNode {
  const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaNode>;
  let current = node;
  for (;;) {
    if (current.$ref) {
      const { $ref, ...own } = current;
      current = { ...schemas[$ref.split('/').pop()!], ...own };
    } else if (current.allOf?.length === 1) {
      const { allOf, ...own } = current;
      current = { ...own, ...allOf[0] };
    } else {
      return current;
    }
  }
}

function kindOf(node: SchemaNode): FieldKind {
  if (node.type === 'integer') return 'number';
  if (node.type && ['string', 'number', 'boolean', 'array', 'object'].includes(node.type)) return node.type as FieldKind;
  return node.properties ? 'object' : 'string';
}

/**
 * A value the field takes: the documented example, else the first enum value, the default, a value of its format or
 * one of its type. Objects get their required properties, arrays one entry (so that the entry's fields are walked).
 */
function plausibleValue(document: OpenAPIObject, raw: SchemaNode): unknown {
  const node = resolve(document, raw);
  if (node.example !== undefined) return node.example;
  if (node.enum?.length) return node.enum[0];
  if (node.default !== undefined) return node.default;
  switch (kindOf(node)) {
    case 'number':
      return node.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return node.items ? [plausibleValue(document, node.items)] : [];
    case 'object':
      return plausibleObject(document, node);
    default:
      if (node.format === 'uuid') return WELL_FORMED_ID;
      if (node.format === 'date') return '2026-01-15';
      if (node.format === 'date-time') return '2026-01-15T08:00:00.000Z';
      return 'Prüfwert'.padEnd(node.minLength ?? 0, 'x');
  }
}

function plausibleObject(document: OpenAPIObject, node: SchemaNode): Record<string, unknown> {
  return Object.fromEntries((node.required ?? []).map((name) => [name, plausibleValue(document, node.properties![name])]));
}

/** The body a route takes with its required fields only: the one field under test is then the only thing wrong. */
export const plausibleBody = (document: OpenAPIObject, schema: SchemaNode) => plausibleObject(document, resolve(document, schema));

const fieldAt = (path: (string | number)[], node: SchemaNode): BodyField => ({
  path,
  kind: kindOf(node),
  closedForm: kindOf(node) === 'string' && Boolean(node.enum || node.pattern || node.format),
});

/** Every declared field of a body, those of nested objects, of an array's entries and of a map's values included. */
export function fieldsOf(document: OpenAPIObject, schema: SchemaNode, prefix: (string | number)[] = []): BodyField[] {
  return Object.entries(resolve(document, schema).properties ?? {}).flatMap(([name, raw]) => {
    const node = resolve(document, raw);
    const own = fieldAt([...prefix, name], node);
    if (own.kind === 'object' && node.properties) return [own, ...fieldsOf(document, node, own.path)];
    if (own.kind === 'object' && typeof node.additionalProperties === 'object') {
      return [own, fieldAt([...own.path, '0'], resolve(document, node.additionalProperties))];
    }
    if (own.kind === 'array' && node.items) {
      const entry = resolve(document, node.items);
      return [own, ...(entry.properties ? fieldsOf(document, entry, [...own.path, 0]) : [fieldAt([...own.path, 0], entry)])];
    }
    return [own];
  });
}

/**
 * The body's JSON text with `rawJson` at `path`: written as text, because some values have no JavaScript form that
 * JSON.stringify would write (`1e400`, `-0`, a lone surrogate escape). Parents the base body leaves out are filled
 * with plausible values first.
 */
export function bodyWith(document: OpenAPIObject, schema: SchemaNode, base: Record<string, unknown>, path: (string | number)[], rawJson: string): string {
  const marker = `hostile-${Math.random().toString(36).slice(2)}`;
  const body = structuredClone(base);
  let parent: Record<string | number, unknown> = body;
  let node = resolve(document, schema);
  path.forEach((step, index) => {
    if (index === path.length - 1) {
      parent[step] = marker;
      return;
    }
    node = resolve(document, typeof step === 'number' ? node.items! : (node.properties?.[step] ?? (node.additionalProperties as SchemaNode)));
    parent[step] ??= plausibleValue(document, node);
    parent = parent[step] as Record<string | number, unknown>;
  });
  return JSON.stringify(body).replace(JSON.stringify(marker), () => rawJson);
}
