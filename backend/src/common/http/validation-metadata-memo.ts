import { getMetadataStorage, useContainer } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Metadatas = ReturnType<Storage['getTargetValidationMetadatas']>;
type Grouped = ReturnType<Storage['groupByPropertyName']>;

/**
 * class-validator looks up a DTO's rules anew for every object it validates: it filters the rules of every
 * decorated class of the application (an `instanceof` per class) and groups them by property. The rules are
 * fixed once the classes are loaded, so both answers are kept per class and options, and forgotten whenever a
 * rule is added. They were the largest single item in the CPU profile of a cart request (docs/performance.md).
 */
export function rememberValidationMetadata(): void {
  const storage: Storage = getMetadataStorage();
  if ((storage as { remembered?: boolean }).remembered) return;
  (storage as { remembered?: boolean }).remembered = true;
  let byTarget = new WeakMap<object, Map<string, Metadatas>>();
  let grouped = new WeakMap<Metadatas, Grouped>();
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  storage.addValidationMetadata = (metadata) => {
    byTarget = new WeakMap();
    grouped = new WeakMap();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (typeof target !== 'function') return lookUp(target, schema, always, strictGroups, groups);
    const key = `${String(schema)}|${always}|${strictGroups}|${groups?.join(',') ?? ''}`;
    let forTarget = byTarget.get(target);
    if (!forTarget) byTarget.set(target, (forTarget = new Map()));
    let metadatas = forTarget.get(key);
    if (!metadatas) forTarget.set(key, (metadatas = lookUp(target, schema, always, strictGroups, groups)));
    return metadatas;
  };
  storage.groupByPropertyName = (metadatas) => {
    let answer = grouped.get(metadatas);
    if (answer === undefined) grouped.set(metadatas, (answer = group(metadatas)));
    return answer;
  };
}

/**
 * class-validator finds the instance of a rule's constraint class by searching the list of every instance it has made
 * so far (`Array.find`, for every rule of every request). Each use of a decorator is a class of its own (≈ 400 in this
 * API), so in a process that has served all its forms the search walks hundreds of entries per rule. A map finds it
 * at once; the instances are made as class-validator makes them (`new`, no arguments), once per class.
 */
export function rememberConstraintInstances(): void {
  useContainer(constraintContainer());
}

/** A container for class-validator's constraint instances: one per class, found in a map. */
export function constraintContainer() {
  const instances = new Map<unknown, unknown>();
  return {
    get: <T>(someClass: (new () => T) | ((...args: never[]) => unknown)): T => {
      let instance = instances.get(someClass);
      if (instance === undefined) instances.set(someClass, (instance = new (someClass as new () => T)()));
      return instance as T;
    },
  };
}
