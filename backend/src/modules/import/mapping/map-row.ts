import { PACKAGING_MAX, ProductUpsertRow } from '../../catalogue/product-bulk.service';
import { DataRow } from '../reading/import-file';
import { MAX_AMOUNT_CENTS } from '../../../common/money/amount-limit';
import { replaceControls } from '../../../common/http/text-field';
import { stripHtml } from '../../../common/text/strip-html';
import { formatScaled, parseDecimal, toScaled } from './german-numbers';
import { CATEGORY_LEVELS, ImportTarget, TARGET_LABELS } from './import-targets';
import { textRefusal } from './import-text';
import { ResolvedMapping } from './resolve-mapping';

/**
 * A product as the row describes it: what the catalogue upserts, with the category still as names.
 * Null fields were empty or not mapped (an update keeps the stored value).
 */
export interface ProductCandidate extends Omit<ProductUpsertRow, 'categoryId'> {
  /** Main category, then the subcategory; empty: none given. */
  categoryPath: string[];
}

export interface RowIssue {
  severity: 'error' | 'warning';
  column: string | null;
  value: string | null;
  message: string;
}

export interface MappedRow {
  rowNumber: number;
  /** The SKU cell as read (for the report, also of rows with an error). */
  sku: string | null;
  /** Null when the row has an error and is not imported. */
  product: ProductCandidate | null;
  issues: RowIssue[];
}

/** numeric(10,3), in grams. */
const MAX_WEIGHT = 9_999_999_999;
const MAX_INT = 2_147_483_647;
const MAX_CATEGORY_NAME = 200;
/**
 * Fields stored as written and taken by the API on one line: a tab or line break in them is refused like any control
 * character. The others are checked as text areas: the description keeps its line breaks; name and category names
 * have theirs made spaces below (as a spreadsheet's Alt+Enter means); a number with one is no number.
 */
const ONE_LINE = new Set<ImportTarget>([ImportTarget.Sku, ImportTarget.Gtin, ImportTarget.Han]);
/** Levels 2 to 5 become one subcategory (the portal has two levels): "Bremsen › Scheibenbremsen › Beläge". */
export const CATEGORY_SEPARATOR = ' › ';

/** Maps one data row to a product candidate, with the admin spec's defaults and price derivations. */
export function mapRow(row: DataRow, mapping: ResolvedMapping, columns: string[]): MappedRow {
  const issues: RowIssue[] = [];
  let failed = false;
  const skuIndex = mapping.get(ImportTarget.Sku);
  // for the report: shown with '?' for what the API refuses, as the values are
  const rawSku = skuIndex === undefined ? null : replaceControls((row.cells[skuIndex] ?? '').trim().slice(0, 64), false, '?') || null;

  const raw = (target: ImportTarget): string | null => {
    const index = mapping.get(target);
    if (index === undefined) return null;
    const value = (row.cells[index] ?? '').trim();
    return value === '' ? null : value;
  };
  const report = (severity: RowIssue['severity'], target: ImportTarget, value: string | null, message: string) => {
    const index = mapping.get(target);
    issues.push({ severity, column: index === undefined ? null : columns[index], value: value === null ? null : value.slice(0, 500), message });
    if (severity === 'error') failed = true;
  };
  const error = (target: ImportTarget, value: string | null, message: string) => report('error', target, value, message);
  const warn = (target: ImportTarget, value: string | null, message: string) => report('warning', target, value, message);

  // the API's text rules (control characters, bidi controls, …) for every mapped cell, as its request fields have them
  for (const target of mapping.keys()) {
    const value = raw(target);
    const multiline = !ONE_LINE.has(target);
    const refusal = value === null ? null : textRefusal(value, TARGET_LABELS[target], multiline);
    if (refusal) error(target, replaceControls(value!, multiline, '?'), refusal);
  }
  if (failed) return { rowNumber: row.rowNumber, sku: rawSku, product: null, issues };

  const sku = raw(ImportTarget.Sku);
  if (sku === null) error(ImportTarget.Sku, null, 'Artikelnummer fehlt.');
  else if (sku.length > 64) error(ImportTarget.Sku, sku, 'Artikelnummer ist länger als 64 Zeichen.');

  const nameRaw = raw(ImportTarget.Name);
  const name = nameRaw?.replace(/\s+/g, ' ') ?? null;
  if (name === null) error(ImportTarget.Name, null, 'Name fehlt.');
  else if (name.length > 300) error(ImportTarget.Name, nameRaw, 'Name ist länger als 300 Zeichen.');

  const money = (target: ImportTarget): number | null => {
    const value = raw(target);
    if (value === null) return null;
    const parts = parseDecimal(value);
    const label = TARGET_LABELS[target];
    if (!parts) return error(target, value, `${label} „${value}“ ist keine gültige Zahl.`), null;
    if (parts.negative) return error(target, value, `${label} darf nicht negativ sein.`), null;
    const cents = toScaled(parts, 2);
    if (cents > MAX_AMOUNT_CENTS) return error(target, value, `${label} ist zu groß.`), null;
    return cents;
  };
  const retail = money(ImportTarget.RetailPrice);
  if (retail === null && raw(ImportTarget.RetailPrice) === null) error(ImportTarget.RetailPrice, null, 'Verkaufspreis fehlt.');
  let cost = money(ImportTarget.AdminCostPrice);
  let base = money(ImportTarget.BasePrice);
  if (retail !== null && cost === null && base === null && !failed) {
    // Only the retail price: cost = retail / 2, base = cost × 1.5 (each rounded half up to the cent).
    cost = Math.floor((retail + 1) / 2);
  }
  if (cost !== null && base === null) base = Math.floor((cost * 3 + 1) / 2);
  if (base !== null && base > MAX_AMOUNT_CENTS) error(ImportTarget.BasePrice, null, 'Der abgeleitete Grundpreis ist zu groß.');

  const stockQuantity = quantity(raw(ImportTarget.StockQuantity), (value) =>
    warn(ImportTarget.StockQuantity, value, `Lagerbestand „${value}“ ist keine ganze Zahl ab 0 – 0 übernommen.`),
  );
  const weight = weightOf(raw(ImportTarget.Weight), (value) =>
    warn(ImportTarget.Weight, value, `Gewicht „${value}“ ist keine Zahl ab 0 (kg, höchstens 9.999.999,999) – ohne Gewicht übernommen.`),
  );

  let description = raw(ImportTarget.Description);
  if (description !== null) {
    description = stripHtml(description) || null;
    if (description && description.length > 10_000) {
      warn(ImportTarget.Description, null, 'Beschreibung ist länger als 10.000 Zeichen – gekürzt übernommen.');
      description = description.slice(0, 10_000);
    }
  }
  const limited = (target: ImportTarget, max: number): string | null => {
    const value = raw(target);
    if (value === null || value.length <= max) return value;
    warn(target, value, `${TARGET_LABELS[target]} ist länger als ${max} Zeichen – nicht übernommen.`);
    return null;
  };
  const packaging = (target: ImportTarget) =>
    packagingQuantity(raw(target), (value) =>
      warn(target, value, `${TARGET_LABELS[target]} „${value}“ ist keine ganze Zahl von 1 bis 100.000 – nicht übernommen.`),
    );
  const minOrderQuantity = packaging(ImportTarget.MinOrderQuantity);
  const orderMultiple = packaging(ImportTarget.OrderMultiple);
  const gtin = limited(ImportTarget.Gtin, 14);
  const han = limited(ImportTarget.Han, 64);

  const levels = CATEGORY_LEVELS.map((level) => raw(level)?.replace(/\s+/g, ' ') ?? null).filter((level): level is string => level !== null);
  let categoryPath = levels.length ? [levels[0], ...(levels.length > 1 ? [levels.slice(1).join(CATEGORY_SEPARATOR)] : [])] : [];
  if (categoryPath.some((part) => part.length > MAX_CATEGORY_NAME)) {
    warn(ImportTarget.CategoryLevel1, null, `Kategoriename ist länger als ${MAX_CATEGORY_NAME} Zeichen – Kategorie nicht übernommen.`);
    categoryPath = [];
  }

  if (failed) return { rowNumber: row.rowNumber, sku: rawSku, product: null, issues };
  return {
    rowNumber: row.rowNumber,
    sku: rawSku,
    product: {
      sku: sku!,
      name: name!,
      description,
      adminCostPrice: cost === null ? null : formatScaled(cost, 2),
      basePrice: formatScaled(base ?? 0, 2),
      retailPrice: formatScaled(retail!, 2),
      stockQuantity,
      weight,
      gtin,
      han,
      minOrderQuantity,
      orderMultiple,
      categoryPath,
    },
    issues,
  };
}

/** Optional quantity: the admin spec's "an invalid number becomes 0", with a warning. */
function quantity(value: string | null, invalid: (value: string) => void): number | null {
  if (value === null) return null;
  const parts = parseDecimal(value);
  const whole = parts && !parts.negative && /^0*$/.test(parts.fraction) ? toScaled(parts, 0) : null;
  if (whole === null || whole > MAX_INT) {
    invalid(value);
    return 0;
  }
  return whole;
}

/** A packaging figure (1 to 100,000); an unreadable one is left out (the stored value stays), never guessed. */
function packagingQuantity(value: string | null, invalid: (value: string) => void): number | null {
  if (value === null) return null;
  const parts = parseDecimal(value);
  const whole = parts && !parts.negative && /^0*$/.test(parts.fraction) ? toScaled(parts, 0) : null;
  if (whole === null || whole < 1 || whole > PACKAGING_MAX) {
    invalid(value);
    return null;
  }
  return whole;
}

/** Kilograms with up to three decimals; an unreadable weight is left empty (0 kg would be a wrong figure). */
function weightOf(value: string | null, invalid: (value: string) => void): string | null {
  if (value === null) return null;
  const parts = parseDecimal(value);
  const grams = parts && !parts.negative ? toScaled(parts, 3) : null;
  if (grams === null || grams > MAX_WEIGHT) {
    invalid(value);
    return null;
  }
  return formatScaled(grams, 3);
}
