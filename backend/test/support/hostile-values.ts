import { WELL_FORMED_ID } from './access/documented-operations';
import { FieldKind } from './body-schemas';

/** A value written as JSON text (some have no JavaScript form JSON.stringify would write: `1e400`, `-0`, `"\ud800"`). */
export interface HostileValue {
  label: string;
  json: string;
  /** Sent only to fields of this kind: a huge list or object in any other field is refused for its type alone. */
  only?: FieldKind;
}

const deeplyNested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const listOf = (entry: string, count: number) => `[${Array(count).fill(entry).join(',')}]`;
const objectWithKeys = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',')}}`;

/** Values of every JSON type, some odd: wrong where the field's type differs, else the route decides. */
const ANY_TYPE: HostileValue[] = [
  { label: 'null', json: 'null' },
  { label: 'a number', json: '12' },
  { label: '-0', json: '-0' },
  { label: 'a fraction', json: '0.5' },
  { label: 'a number beyond PostgreSQL integer', json: '2147483648' },
  { label: 'a number as text', json: '"12"' },
  { label: '"NaN"', json: '"NaN"' },
  { label: '"Infinity"', json: '"Infinity"' },
  { label: 'a boolean', json: 'true' },
  { label: 'an empty object', json: '{}' },
  { label: 'an array', json: '["x"]' },
];

/** Values wrong for every field they may land in, whatever its type. */
const ALWAYS_WRONG: HostileValue[] = [
  { label: '1e400 (Infinity once parsed)', json: '1e400' },
  { label: '-1e400', json: '-1e400' },
  { label: 'a string of 1,000,000 characters', json: JSON.stringify('x'.repeat(1_000_000)) },
  { label: 'a NUL byte', json: '"Rad\\u0000laden"' },
  { label: 'a lone surrogate escape', json: '"Rad\\ud800"' },
  { label: 'objects nested 5,000 levels deep', json: deeplyNested(5000) },
  { label: 'an object with a __proto__ key', json: '{"__proto__":{"isAdmin":true}}' },
  { label: 'an object with a constructor.prototype key', json: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { label: 'an object with a constructor key', json: '{"constructor":"Rad"}' },
  { label: 'a list of 10,000 empty objects', json: listOf('{}', 10_000), only: 'array' },
  { label: 'a list of 100,000 numbers', json: listOf('1', 100_000), only: 'array' },
  { label: 'an object with 5,000 keys', json: objectWithKeys(5_000), only: 'object' },
];

/** What each field of a body holds in turn. */
export const FIELD_VALUES: HostileValue[] = [...ANY_TYPE, ...ALWAYS_WRONG];

/** The JSON type of a value written as text (`1e400` is a number). */
const typeOfJson = (json: string): FieldKind | 'null' =>
  json === 'null'
    ? 'null'
    : json.startsWith('"')
      ? 'string'
      : json.startsWith('[')
        ? 'array'
        : json.startsWith('{')
          ? 'object'
          : json === 'true' || json === 'false'
            ? 'boolean'
            : 'number';

/**
 * Whether no route may take the value in this field: one of another JSON type, one wrong for every field, or "NaN"
 * where only a fixed form fits ("NaN" is a fine company name, but no amount, id, date or enum value).
 */
export function neverAcceptedIn(field: { kind: FieldKind; closedForm: boolean }, value: HostileValue): boolean {
  if (ALWAYS_WRONG.includes(value)) return true;
  const type = typeOfJson(value.json);
  if (type !== 'null' && type !== field.kind) return true;
  return field.closedForm && /^"(NaN|Infinity)"$/.test(value.json);
}

/** A whole body built from the route's plausible form (JSON text of an object) and the names it declares. */
export interface HostileBody {
  label: string;
  build(form: string, declared: string[]): string | null;
}

const withKey = (form: string, key: string, json: string) => (form === '{}' ? `{"${key}":${json}}` : `${form.slice(0, -1)},"${key}":${json}}`);
const fixed = (label: string, json: string): HostileBody => ({ label, build: () => json });
const extra = (label: string, key: string, json: string): HostileBody => ({
  label,
  build: (form, declared) => (declared.includes(key) ? null : withKey(form, key, json)),
});

/** Bodies that are no form, or a form with more than it declares: every route refuses each of them. */
export const WHOLE_BODIES: HostileBody[] = [
  fixed('an empty array', '[]'),
  { label: 'an array holding the form', build: (form) => `[${form}]` },
  fixed('null', 'null'),
  fixed('a bare string', '"Fahrrad"'),
  fixed('a number', '42'),
  fixed('1e400', '1e400'),
  fixed('-0', '-0'),
  fixed('true', 'true'),
  fixed('an empty text', ''),
  fixed('objects nested 5,000 levels deep', deeplyNested(5000)),
  extra('the form with a __proto__ key', '__proto__', '{"isAdmin":true}'),
  extra('the form with a constructor.prototype key', 'constructor', '{"prototype":{"isAdmin":true}}'),
  extra('the form with a constructor key', 'constructor', '"Rad"'),
  extra('the form with a constructor key written with an escape', '\\u0063onstructor', '"Rad"'),
  extra('the form with an unknown field', 'isAdmin', 'true'),
  extra('the form with a NUL in an unknown key', 'is\\u0000Admin', 'true'),
  extra('the form with a lone surrogate in an unknown key', '\\ud800', 'true'),
  extra('the form with an undeclared id', 'id', `"${WELL_FORMED_ID}"`),
  extra('the form with an undeclared companyId', 'companyId', `"${WELL_FORMED_ID}"`),
  extra('the form with an undeclared userId', 'userId', `"${WELL_FORMED_ID}"`),
  extra('the form with undeclared roles', 'roles', '["admin"]'),
  { label: 'the form with an unknown field holding 340,000 empty objects (1 MB)', build: (form) => withKey(form, 'k', listOf('{}', 340_000)) },
  { label: 'the form with 5,000 unknown fields', build: (form) => withKey(form, 'k', `1,${objectWithKeys(5_000).slice(1, -1)}`) },
];
