import { BrandKey } from './brands';

/** suffix of the SKU (after "<main>-<sub>-"), brand, name, UVP gross in EUR, weight in kg, description. */
export type ProductRow = readonly [suffix: string, brand: BrandKey, name: string, retailEuro: number, weightKg: number, description: string];

export interface SubcategoryData {
  /** Second part of the SKU, e.g. "KET" in "ANT-KET-011"; also picks the image pictogram. */
  code: string;
  name: string;
  description: string;
  products: readonly ProductRow[];
}

export interface MainCategoryData {
  /** First part of the SKU, e.g. "ANT"; also picks the image colours. */
  code: string;
  name: string;
  description: string;
  subcategories: readonly SubcategoryData[];
}
