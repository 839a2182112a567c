import { BRANDS } from './data/brands';
import { CATALOGUE, SPECIAL_OFFERS } from './data/catalogue';
import { MainCategoryData, ProductRow } from './data/types';
import { eanCheckDigit } from './lib/ean';
import { centsToDecimal, divideHalfUp, euroToCents } from './lib/money';
import { hashString, Random } from './lib/random';

const DAY = 24 * 60 * 60 * 1000;

export interface CategorySeed {
  name: string;
  description: string;
  sortOrder: number;
}

export interface MainCategorySeed extends CategorySeed {
  code: string;
  subcategories: (CategorySeed & { key: string })[];
}

/** One product as it goes into the database, plus where its picture lives. */
export interface ProductSeed {
  sku: string;
  /** "<main code>-<sub code>": the subcategory it belongs to and the pictogram it shows. */
  subcategoryKey: string;
  name: string;
  description: string;
  eanCode: string;
  basePrice: string;
  adminCostPrice: string;
  retailPrice: string;
  specialPrice: string | null;
  specialPriceStart: Date | null;
  specialPriceEnd: Date | null;
  stockQuantity: number;
  minStockLevel: number;
  weight: string;
  specifications: { gtin: string; han: string };
  imageKey: string;
  /** Picks the accent colour of the picture. */
  imageVariant: number;
}

export interface CatalogueSeed {
  mainCategories: MainCategorySeed[];
  products: ProductSeed[];
}

export const imageKeyForSku = (sku: string) => `demo/${sku.toLowerCase()}.png`;

/**
 * Turns the hand-written catalogue into database rows. Every generated value (EAN, prices, stock)
 * comes from a generator seeded with the SKU, so the same SKU always gets the same values; only
 * the promotion windows depend on `now`.
 */
export function buildCatalogue(now: Date, catalogue: readonly MainCategoryData[] = CATALOGUE): CatalogueSeed {
  const active = new Set<string>(SPECIAL_OFFERS.active);
  const expired = new Set<string>(SPECIAL_OFFERS.expired);
  const products: ProductSeed[] = [];
  const mainCategories = catalogue.map((main, mainIndex) => ({
    code: main.code,
    name: main.name,
    description: main.description,
    sortOrder: (mainIndex + 1) * 10,
    subcategories: main.subcategories.map((sub, subIndex) => {
      const key = `${main.code}-${sub.code}`;
      for (const row of sub.products) {
        const sku = `${key}-${row[0]}`;
        products.push(buildProduct(sku, key, row, now, active.has(sku) ? 'active' : expired.has(sku) ? 'expired' : null));
      }
      return { key, name: sub.name, description: sub.description, sortOrder: (subIndex + 1) * 10 };
    }),
  }));
  assertUnique(products.map((p) => p.sku), 'SKU');
  assertUnique(products.map((p) => p.eanCode), 'EAN');
  for (const sku of [...active, ...expired]) {
    if (!products.some((p) => p.sku === sku)) throw new Error(`Aktionsartikel ${sku} fehlt im Katalog`);
  }
  return { mainCategories, products };
}

function buildProduct(
  sku: string,
  subcategoryKey: string,
  [, brandKey, name, retailEuro, weightKg, description]: ProductRow,
  now: Date,
  offer: 'active' | 'expired' | null,
): ProductSeed {
  const brand = BRANDS[brandKey];
  const random = new Random(sku);

  const itemReference = random.digits(5);
  const first12 = `${brand.gs1Prefix}${itemReference}`;
  const eanCode = `${first12}${eanCheckDigit(first12)}`;
  const han = `${brand.hanPrefix}-${random.digits(5)}`;

  // UVP is gross; the dealer's net EK is 55-70 % of the net UVP, our own cost 65-75 % of that.
  const retailCents = euroToCents(retailEuro);
  const baseCents = divideHalfUp(retailCents * random.int(550, 700), 1190);
  const costCents = divideHalfUp(baseCents * random.int(650, 750), 1000);

  const roll = random.next();
  let stockQuantity =
    roll < 0.07 ? 0 : roll < 0.19 ? random.int(1, 9) : roll < 0.31 ? random.int(10, 19) : random.int(20, 200);
  if (offer === 'active' && stockQuantity < 20) stockQuantity += 40; // a promotion on a sold-out article helps nobody
  const minStockLevel = random.int(5, 20);

  let specialPrice: string | null = null;
  let specialPriceStart: Date | null = null;
  let specialPriceEnd: Date | null = null;
  if (offer) {
    // 12-25 % off, rounded down to a price ending in ,99
    const reduced = divideHalfUp(retailCents * (100 - random.int(12, 25)), 100);
    specialPrice = centsToDecimal(Math.max(99, Math.floor(reduced / 100) * 100 - 1));
    specialPriceStart = new Date(now.getTime() - (offer === 'active' ? 3 : 45) * DAY);
    specialPriceEnd = new Date(now.getTime() + (offer === 'active' ? 14 : -15) * DAY);
  }

  return {
    sku,
    subcategoryKey,
    name: `${brand.name} ${name}`,
    description,
    eanCode,
    basePrice: centsToDecimal(baseCents),
    adminCostPrice: centsToDecimal(costCents),
    retailPrice: centsToDecimal(retailCents),
    specialPrice,
    specialPriceStart,
    specialPriceEnd,
    stockQuantity,
    minStockLevel,
    weight: weightKg.toFixed(3),
    specifications: { gtin: eanCode, han },
    imageKey: imageKeyForSku(sku),
    imageVariant: hashString(sku) % 3,
  };
}

function assertUnique(values: string[], label: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Doppelte ${label} im Demo-Katalog: ${value}`);
    seen.add(value);
  }
}
