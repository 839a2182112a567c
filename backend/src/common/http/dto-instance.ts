import { ClassTransformOptions, instanceToPlain, plainToInstance, TransformationType } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';

// class-transformer keeps its decorators' metadata here (as @nestjs/mapped-types reads it); the package ships the code and the types apart.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');

type DtoClass<T> = new () => T;

/**
 * Whether class-transformer would do nothing for this class but copy the JSON's keys onto a new instance: no
 * @Type, @Transform, @Expose or @Exclude on any validated property (here or in a parent) nor on the class. A key
 * without validation is refused by the whitelist whatever class-transformer made of it.
 */
export function copiesKeysOnly(target: DtoClass<unknown>): boolean {
  const storage = defaultMetadataStorage;
  if (storage.getStrategy(target) !== 'none' || storage.getExposedMetadatas(target).length > 0 || storage.getExcludedMetadatas(target).length > 0) {
    return false;
  }
  const properties = new Set(getMetadataStorage().getTargetValidationMetadatas(target, '', true, false).map((rule) => rule.propertyName));
  return [...properties].every(
    (property) =>
      !storage.findTypeMetadata(target, property) &&
      storage.findTransformMetadatas(target, property, TransformationType.PLAIN_TO_CLASS).length === 0 &&
      !storage.findExposeMetadata(target, property) &&
      !storage.findExcludeMetadata(target, property),
  );
}

const plainOptions = (options?: ClassTransformOptions) =>
  !options || Object.entries(options).every(([name, value]) => name === 'enableImplicitConversion' && value === false);

/**
 * class-transformer for the validation pipe, with one shortcut: a body DTO that copiesKeysOnly() (the cart's add, most
 * forms) becomes `Object.assign(new Dto(), body)`, which is what plainToInstance makes of it, without walking the
 * class's metadata for every key of every request. Everything else goes to class-transformer. Answered per class once.
 */
export function dtoTransformer() {
  const shortcut = new WeakMap<object, boolean>();
  return {
    plainToInstance<T>(cls: DtoClass<T>, plain: unknown, options?: ClassTransformOptions): T | T[] {
      if (typeof plain === 'object' && plain !== null && !Array.isArray(plain) && plainOptions(options)) {
        let copies = shortcut.get(cls);
        if (copies === undefined) shortcut.set(cls, (copies = copiesKeysOnly(cls)));
        if (copies) return Object.assign(new cls() as object, plain) as T;
      }
      return plainToInstance(cls, plain, options);
    },
    classToPlain: (object: unknown, options?: ClassTransformOptions) => instanceToPlain(object, options),
  };
}
