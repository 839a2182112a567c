import dayjs, { type Dayjs } from 'dayjs';
import type { AdminProduct, SaveProduct } from './api/types';

/** The editor's form values: money as strings ("12.50"), promotion days as dayjs. */
export interface EditorValues {
  name: string;
  sku: string;
  eanCode: string;
  weight: string | null;
  gtin: string;
  han: string;
  isActive: boolean;
  adminCostPrice: string | null;
  basePrice: string | null;
  retailPrice: string | null;
  stockQuantity: number | null;
  minStockLevel: number | null;
  /** Packaging unit; empty means 1 (no rule). */
  minOrderQuantity: number | null;
  orderMultiple: number | null;
  categoryId: string | null;
  description: string;
  specialPrice: string | null;
  specialPriceStart: Dayjs | null;
  specialPriceEnd: Dayjs | null;
  imageUrls: string[];
}

export const emptyEditorValues: EditorValues = {
  name: '',
  sku: '',
  eanCode: '',
  weight: null,
  gtin: '',
  han: '',
  isActive: true,
  adminCostPrice: null,
  basePrice: null,
  retailPrice: null,
  stockQuantity: 0,
  minStockLevel: 0,
  minOrderQuantity: 1,
  orderMultiple: 1,
  categoryId: null,
  description: '',
  specialPrice: null,
  specialPriceStart: null,
  specialPriceEnd: null,
  imageUrls: [],
};

export function toEditorValues(product: AdminProduct): EditorValues {
  return {
    name: product.name,
    sku: product.sku,
    eanCode: product.eanCode ?? '',
    weight: product.weight,
    gtin: product.specifications.gtin ?? '',
    han: product.specifications.han ?? '',
    isActive: product.isActive,
    adminCostPrice: product.adminCostPrice,
    basePrice: product.basePrice,
    retailPrice: product.retailPrice,
    stockQuantity: product.stockQuantity,
    minStockLevel: product.minStockLevel,
    minOrderQuantity: product.minOrderQuantity,
    orderMultiple: product.orderMultiple,
    categoryId: product.categoryId,
    description: product.description ?? '',
    specialPrice: product.specialPrice,
    specialPriceStart: product.specialPriceStart ? dayjs(product.specialPriceStart) : null,
    specialPriceEnd: product.specialPriceEnd ? dayjs(product.specialPriceEnd) : null,
    imageUrls: product.imageUrls,
  };
}

/** HTML tags and entities are stripped, the text trimmed (the server does the same). */
export function stripHtml(value: string): string {
  return value
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** "12.5" → "12.50"; anything not a non-negative amount → null. Decimal text, never float arithmetic. */
export function normaliseMoneyText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().replace(',', '.');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  return `${BigInt(match[1]).toString()}.${(match[2] ?? '').padEnd(2, '0')}`;
}

export const toCents = (value: string | null): number | null => {
  const text = normaliseMoneyText(value);
  if (text === null) return null;
  const [euros, cents] = text.split('.');
  return Number(euros) * 100 + Number(cents);
};

const nullIfEmpty = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);
const wholeOrZero = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0);

const wholeOrOne = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1);

/** Required: name, SKU, base and retail price. */
export function missingRequired(values: EditorValues): boolean {
  return !values.name.trim() || !values.sku.trim() || normaliseMoneyText(values.basePrice) === null || normaliseMoneyText(values.retailPrice) === null;
}

/** The request body: empty optional fields as null, stock falls back to 0. */
export function toSaveProduct(values: EditorValues): SaveProduct {
  const description = stripHtml(values.description);
  return {
    name: values.name.trim(),
    sku: values.sku.trim(),
    eanCode: nullIfEmpty(values.eanCode),
    weight: nullIfEmpty(values.weight ?? null),
    specifications: { gtin: nullIfEmpty(values.gtin), han: nullIfEmpty(values.han) },
    isActive: values.isActive,
    adminCostPrice: normaliseMoneyText(values.adminCostPrice),
    basePrice: normaliseMoneyText(values.basePrice) ?? '',
    retailPrice: normaliseMoneyText(values.retailPrice) ?? '',
    stockQuantity: wholeOrZero(values.stockQuantity),
    minStockLevel: wholeOrZero(values.minStockLevel),
    minOrderQuantity: wholeOrOne(values.minOrderQuantity),
    orderMultiple: wholeOrOne(values.orderMultiple),
    categoryId: values.categoryId || null,
    description: description === '' ? null : description,
    specialPrice: normaliseMoneyText(values.specialPrice),
    specialPriceStart: values.specialPriceStart ? values.specialPriceStart.format('YYYY-MM-DD') : null,
    specialPriceEnd: values.specialPriceEnd ? values.specialPriceEnd.format('YYYY-MM-DD') : null,
    imageUrls: values.imageUrls.length ? values.imageUrls : null,
  };
}

/** Margin and promotion figures for the price overview and the live preview (display only). */
export function priceFigures(values: Pick<EditorValues, 'basePrice' | 'retailPrice' | 'specialPrice' | 'adminCostPrice'>) {
  const base = toCents(values.basePrice);
  const retail = toCents(values.retailPrice);
  const special = toCents(values.specialPrice);
  const cost = toCents(values.adminCostPrice);
  const percent = (part: number, whole: number) => (whole > 0 ? ((part / whole) * 100).toFixed(1).replace('.', ',') : null);
  const euros = (cents: number) => (cents / 100).toFixed(2);
  return {
    marginCents: base !== null && retail !== null ? retail - base : null,
    marginEuro: base !== null && retail !== null ? euros(retail - base) : null,
    marginPercent: base !== null && retail !== null ? percent(retail - base, retail) : null,
    dealerMarginEuro: cost !== null && base !== null ? euros(base - cost) : null,
    savingEuro: special !== null && retail !== null ? euros(retail - special) : null,
    savingPercent: special !== null && retail !== null ? percent(retail - special, retail) : null,
  };
}
