import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { getMetadataStorage, ValidationArguments, ValidationTypes } from 'class-validator';
import { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import 'reflect-metadata';
import { AppModule } from '../../src/app.module';
import { plainToInstance } from 'class-transformer';
import { DECIMAL_FIELD } from '../../src/common/http/decimal-field';
import { copiesKeysOnly, dtoTransformer } from '../../src/common/http/dto-instance';
import { INT_FIELD } from '../../src/common/http/int-field';
import { TEXT_FIELD } from '../../src/common/http/text-field';
import { isClassValidatorDefault } from '../../src/common/http/validation';

/**
 * Walks every request DTO the API's controllers accept (bodies and query objects, nested DTOs included) and
 * holds each one to the input rules of docs/decisions.md ("Fehler"), so that a new DTO cannot forget them:
 * every constraint speaks German, every text goes through TextField (control characters, length), every
 * number through IntField (PostgreSQL integer range, no guessing from strings).
 */
type Class = new (...args: never[]) => unknown;

// class-transformer keeps its @Type() metadata here; the package ships the code and the types apart.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');

/** Constraints that accept only a fixed set or format of strings: no room for NUL or an absurd length. */
const CLOSED_FORMATS = new Set(['isIn', 'isEnum', 'isUuid', 'isMoney', 'isImportMapping']);
/** Decorators that steer validation but show no message of their own. */
const SILENT_TYPES = new Set<string>([ValidationTypes.CONDITIONAL_VALIDATION, ValidationTypes.WHITELIST, ValidationTypes.PROMISE_VALIDATION]);
const GERMAN = /[äöüßÄÖÜ„“]|\b(der|die|das|den|ein|eine|einen|bitte|nicht|keine|ist|sind|muss|darf)\b|\b(ungültig|unbekannt)/i;

function controllersOf(module: unknown, seen = new Set<unknown>()): Class[] {
  const moduleClass = (module as { module?: unknown }).module ?? module;
  if (!moduleClass || seen.has(moduleClass)) return [];
  seen.add(moduleClass);
  const own: Class[] = [
    ...(Reflect.getMetadata('controllers', moduleClass as object) ?? []),
    ...((module as { controllers?: Class[] }).controllers ?? []),
  ];
  const imports: unknown[] = [...(Reflect.getMetadata('imports', moduleClass as object) ?? []), ...((module as { imports?: unknown[] }).imports ?? [])];
  return [...own, ...imports.flatMap((imported) => controllersOf(imported, seen))];
}

const isDtoClass = (type: unknown): type is Class =>
  typeof type === 'function' && ![String, Number, Boolean, Object, Array, Promise].includes(type as never);

/** Body and query DTOs of every handler, as [class, where it is used]. */
function requestDtos(): Map<Class, string> {
  const found = new Map<Class, string>();
  for (const controller of controllersOf(AppModule)) {
    for (const handler of Object.getOwnPropertyNames(controller.prototype)) {
      const args: Record<string, { index: number }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {};
      const types: unknown[] = Reflect.getMetadata('design:paramtypes', controller.prototype, handler) ?? [];
      for (const [key, { index }] of Object.entries(args)) {
        const kind = Number(key.split(':')[0]);
        if (kind !== RouteParamtypes.BODY && kind !== RouteParamtypes.QUERY) continue;
        const type = types[index];
        const where = `${controller.name}.${handler}`;
        if (kind === RouteParamtypes.BODY && !isDtoClass(type)) throw new Error(`${where}: @Body() without a DTO class is never validated`);
        if (isDtoClass(type)) collect(type, where, found);
      }
    }
  }
  return found;
}

function collect(dto: Class, where: string, found: Map<Class, string>): void {
  if (found.has(dto)) return;
  found.set(dto, where);
  for (const metadata of validationsOf(dto)) {
    if (metadata.type !== ValidationTypes.NESTED_VALIDATION) continue;
    const nested = defaultMetadataStorage.findTypeMetadata(dto, metadata.propertyName)?.typeFunction();
    if (isDtoClass(nested)) collect(nested, `${where} › ${dto.name}.${metadata.propertyName}`, found);
  }
}

const validationsOf = (dto: Class): ValidationMetadata[] => getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);

/** The message a user would read for this constraint; built-in defaults are English. */
function messageOf(metadata: ValidationMetadata, dto: Class): string | undefined {
  const args: ValidationArguments = { value: undefined, constraints: metadata.constraints, targetName: dto.name, object: {}, property: metadata.propertyName };
  if (typeof metadata.message === 'function') return metadata.message(args);
  if (typeof metadata.message === 'string') return metadata.message;
  if (metadata.type !== ValidationTypes.CUSTOM_VALIDATION) return undefined;
  for (const constraint of getMetadataStorage().getTargetValidatorConstraints(metadata.constraintCls)) {
    const instance = new (constraint.target as new () => { defaultMessage?: (args: ValidationArguments) => string })();
    const message = instance.defaultMessage?.(args);
    if (message) return message;
  }
  return undefined;
}

const constraintName = (metadata: ValidationMetadata) =>
  metadata.name ?? getMetadataStorage().getTargetValidatorConstraints(metadata.constraintCls)[0]?.name ?? metadata.type;

describe('request DTOs follow the input rules', () => {
  const dtos = requestDtos();

  it('finds the request DTOs of the API (sign-up, profile, products, search …)', () => {
    const names = [...dtos.keys()].map((dto) => dto.name);
    expect(names).toEqual(expect.arrayContaining(['SignUpDto', 'UpdateDealerProfileDto', 'RejectDealerDto', 'SaveProductDto', 'SaveProductSpecificationsDto', 'ProductListQueryDto']));
  });

  it('gives every constraint a German message', () => {
    const offenders: string[] = [];
    for (const [dto, where] of dtos) {
      for (const metadata of validationsOf(dto)) {
        if (SILENT_TYPES.has(metadata.type)) continue;
        const message = messageOf(metadata, dto);
        if (!message || isClassValidatorDefault(message) || !GERMAN.test(message)) {
          offenders.push(`${dto.name}.${metadata.propertyName} (${constraintName(metadata)}, used by ${where}): ${message ?? 'no message'}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('bounds every accepted value: texts by TextField or a closed format, numbers by IntField or DecimalField', () => {
    const offenders: string[] = [];
    for (const [dto] of dtos) {
      const byProperty = getMetadataStorage().groupByPropertyName(validationsOf(dto));
      for (const [property, metadatas] of Object.entries(byProperty)) {
        const names = new Set(metadatas.map(constraintName));
        const designType = Reflect.getMetadata('design:type', dto.prototype, property);
        const nested = metadatas.some((metadata) => metadata.type === ValidationTypes.NESTED_VALIDATION);
        const bounded = names.has(TEXT_FIELD) || names.has(INT_FIELD) || names.has(DECIMAL_FIELD) || names.has('isBoolean') || nested || [...names].some((name) => CLOSED_FORMATS.has(name));
        if (!bounded) offenders.push(`${dto.name}.${property}: neither TextField, IntField, a closed format nor a nested DTO`);
        if (designType === Number && !names.has(INT_FIELD) && !names.has(DECIMAL_FIELD)) offenders.push(`${dto.name}.${property}: a number without IntField`);
        if (designType === String && !names.has(TEXT_FIELD) && ![...names].some((name) => CLOSED_FORMATS.has(name))) {
          offenders.push(`${dto.name}.${property}: a string without TextField`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('the validation pipe makes request DTOs as class-transformer does', () => {
  const dtos = requestDtos();
  const transformer = dtoTransformer();
  const options = { enableImplicitConversion: false };
  /** Every validated property with each kind of JSON value, and a key no DTO has. */
  const bodiesFor = (dto: Class) => {
    const properties = [...new Set(validationsOf(dto).map((metadata) => metadata.propertyName))];
    const values: unknown[] = ['Text', 12, -1.5, true, null, ['a', 1], { nested: { deeper: 'x' } }, '12'];
    return values.map((value) => ({ ...Object.fromEntries(properties.map((property) => [property, value])), unbekannt: value }));
  };

  it('takes the shortcut for DTOs without class-transformer decorators (the cart add) and not for others (the checkout)', () => {
    const byName = new Map([...dtos.keys()].map((dto) => [dto.name, dto]));
    expect(copiesKeysOnly(byName.get('AddCartItemDto') as new () => unknown)).toBe(true);
    expect(copiesKeysOnly(byName.get('CheckoutDto') as new () => unknown)).toBe(false);
  });

  it('gives the same instance as plainToInstance for every request DTO and every kind of value', () => {
    let shortcuts = 0;
    for (const dto of dtos.keys()) {
      if (copiesKeysOnly(dto as new () => unknown)) shortcuts += 1;
      for (const body of bodiesFor(dto)) {
        const made = transformer.plainToInstance(dto as new () => unknown, structuredClone(body), options);
        expect(made).toStrictEqual(plainToInstance(dto as new () => unknown, structuredClone(body), options));
      }
    }
    expect(shortcuts).toBeGreaterThan(10);
  });
});
