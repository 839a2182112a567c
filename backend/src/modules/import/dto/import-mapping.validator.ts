import { ValidateBy } from 'class-validator';
import { ImportTarget } from '../mapping/import-targets';

/** The constraint name: a closed format (test/unit/dto-rules.spec.ts), column numbers to known targets only. */
export const IMPORT_MAPPING = 'isImportMapping';

const TARGETS = new Set<string>(Object.values(ImportTarget));
/** More columns than any price list has; keeps a hostile body from costing anything. */
const MAX_COLUMNS = 500;

/**
 * `{ "0": "sku", "3": "retail_price", … }`: an object whose keys are column numbers and whose values are
 * import targets. Whether the columns exist and the required targets are there is the service's check
 * (resolveMapping), which knows the file.
 */
export const IsImportMapping = () =>
  ValidateBy({
    name: IMPORT_MAPPING,
    validator: {
      validate: (value: unknown) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.keys(value).length <= MAX_COLUMNS &&
        Object.entries(value).every(([key, target]) => /^\d{1,3}$/.test(key) && typeof target === 'string' && TARGETS.has(target)),
      defaultMessage: () => 'Bitte ordnen Sie jeder Spalte ein bekanntes Zielfeld zu.',
    },
  });
