import { ARRAY_MAX_SIZE, getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

// class-transformer keeps its @Type() metadata here; the package ships the code and the types apart.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');

type DtoClass = new (...args: never[]) => unknown;

const isArrayMaxSize = (rule: ValidationMetadata) =>
  rule.type === ValidationTypes.CUSTOM_VALIDATION && getMetadataStorage().getTargetValidatorConstraints(rule.constraintCls)[0]?.name === ARRAY_MAX_SIZE;

interface ListRules {
  limits: ValidationMetadata[];
  nested: { property: string; dto: DtoClass }[];
}

const known = new WeakMap<DtoClass, ListRules>();

/** A DTO's list limits and nested DTOs, once per class: its decorators have all run before it first validates. */
function rulesOf(dto: DtoClass): ListRules {
  let rules = known.get(dto);
  if (!rules) {
    const all = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
    rules = {
      limits: all.filter(isArrayMaxSize),
      nested: all
        .filter((rule) => rule.type === ValidationTypes.NESTED_VALIDATION)
        .map((rule) => ({ property: rule.propertyName, dto: defaultMetadataStorage.findTypeMetadata(dto, rule.propertyName)?.typeFunction() as DtoClass }))
        .filter((rule) => typeof rule.dto === 'function'),
    };
    known.set(dto, rules);
  }
  return rules;
}

/**
 * The first list of a body longer than its DTO's `@ArrayMaxSize` allows, with that rule's message, or null; nested DTOs
 * (`@ValidateNested` with `@Type`) are looked into, a list only once it is short enough. class-validator checks the
 * length beside validating every entry: 10,000 empty payment terms (90 KB) took two seconds to refuse one by one, for
 * a list that may hold 20. Reads the plain body, before class-transformer builds the entries.
 */
export function overlongList(dto: DtoClass, plain: unknown, path = ''): { field: string; message: string } | null {
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) return null;
  const body = plain as Record<string, unknown>;
  const { limits, nested } = rulesOf(dto);
  for (const rule of limits) {
    const value = body[rule.propertyName];
    if (!Array.isArray(value) || value.length <= (rule.constraints[0] as number)) continue;
    const field = path ? `${path}.${rule.propertyName}` : rule.propertyName;
    const args = { value, constraints: rule.constraints, targetName: dto.name, object: body, property: rule.propertyName };
    return { field, message: typeof rule.message === 'function' ? rule.message(args) : (rule.message ?? `Die Liste „${field}“ ist zu lang.`) };
  }
  for (const { property, dto: inner } of nested) {
    const innerRules = rulesOf(inner);
    if (innerRules.limits.length === 0 && innerRules.nested.length === 0) continue;
    const value = body[property];
    const field = path ? `${path}.${property}` : property;
    const entries = Array.isArray(value) ? value.map((entry, index) => [entry, `${field}.${index}`] as const) : [[value, field] as const];
    for (const [entry, at] of entries) {
      const found = overlongList(inner, entry, at);
      if (found) return found;
    }
  }
  return null;
}
