import { buildCatalogue } from './build-catalogue';
import { drawProductPicture, IMAGE_HEIGHT, IMAGE_WIDTH } from './images/product-picture';
import { eanCheckDigit, isValidEan13 } from './lib/ean';

describe('buildCatalogue', () => {
  const now = new Date('2026-03-10T10:00:00Z');
  const { mainCategories, products } = buildCatalogue(now);
  const cents = (value: string) => Math.round(Number(value) * 100);

  it('has at least 160 products in at least 9 main categories with 2 to 5 subcategories each', () => {
    expect(products.length).toBeGreaterThanOrEqual(160);
    expect(mainCategories.length).toBeGreaterThanOrEqual(9);
    for (const main of mainCategories) {
      expect(main.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(main.subcategories.length).toBeLessThanOrEqual(5);
      for (const sub of main.subcategories) expect(products.some((p) => p.subcategoryKey === sub.key)).toBe(true);
    }
  });

  it('gives every product a valid, unique EAN-13 that is also its GTIN, and a SKU-shaped key', () => {
    expect(new Set(products.map((p) => p.eanCode)).size).toBe(products.length);
    for (const p of products) {
      expect(isValidEan13(p.eanCode)).toBe(true);
      expect(p.specifications).toEqual({ gtin: p.eanCode, han: expect.stringMatching(/^[A-Z]{2}-\d{5}$/) });
      expect(p.sku).toMatch(/^[A-Z]{3}-[A-Z]{2,3}-\d{3}$/);
      expect(p.imageKey).toBe(`demo/${p.sku.toLowerCase()}.png`);
    }
  });

  it('draws a picture for every subcategory', () => {
    for (const key of new Set(products.map((p) => p.subcategoryKey))) {
      expect(drawProductPicture(key, 0)).toHaveLength(IMAGE_WIDTH * IMAGE_HEIGHT * 3);
    }
  });

  it('knows the EAN check digit rule', () => {
    expect(eanCheckDigit('400638133393')).toBe('1');
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
  });

  it('prices: two decimals, EK 55-70 % of the net UVP, own cost 65-75 % of EK', () => {
    for (const p of products) {
      for (const value of [p.retailPrice, p.basePrice, p.adminCostPrice]) expect(value).toMatch(/^\d+\.\d{2}$/);
      const netRetail = cents(p.retailPrice) / 1.19;
      expect(cents(p.basePrice)).toBeGreaterThanOrEqual(Math.floor(netRetail * 0.55));
      expect(cents(p.basePrice)).toBeLessThanOrEqual(Math.ceil(netRetail * 0.7));
      expect(cents(p.adminCostPrice)).toBeGreaterThanOrEqual(Math.floor(cents(p.basePrice) * 0.65));
      expect(cents(p.adminCostPrice)).toBeLessThanOrEqual(Math.ceil(cents(p.basePrice) * 0.75));
      expect(p.weight).toMatch(/^\d+\.\d{3}$/);
      expect(p.minStockLevel).toBeGreaterThanOrEqual(5);
      expect(p.minStockLevel).toBeLessThanOrEqual(20);
    }
  });

  it('spreads stock over sold out, low, medium and plenty', () => {
    const count = (low: number, high: number) => products.filter((p) => p.stockQuantity >= low && p.stockQuantity <= high).length;
    expect(count(0, 0)).toBeGreaterThanOrEqual(3);
    expect(count(1, 9)).toBeGreaterThanOrEqual(3);
    expect(count(10, 19)).toBeGreaterThanOrEqual(3);
    expect(count(20, 200)).toBeGreaterThan(products.length / 2);
    expect(count(0, 200)).toBe(products.length);
  });

  it('runs 8 promotions around now and has 2 expired ones, each below the UVP', () => {
    const offers = products.filter((p) => p.specialPrice !== null);
    const running = offers.filter((p) => p.specialPriceStart! <= now && now <= p.specialPriceEnd!);
    expect(running).toHaveLength(8);
    expect(offers.filter((p) => p.specialPriceEnd! < now)).toHaveLength(2);
    for (const p of offers) expect(cents(p.specialPrice!)).toBeLessThan(cents(p.retailPrice));
    for (const p of running) expect(p.stockQuantity).toBeGreaterThan(0);
    expect(running[0].specialPriceStart!.getTime()).toBe(now.getTime() - 3 * 86_400_000);
    expect(running[0].specialPriceEnd!.getTime()).toBe(now.getTime() + 14 * 86_400_000);
  });

  it('is deterministic', () => {
    expect(buildCatalogue(now)).toEqual({ mainCategories, products });
  });
});
