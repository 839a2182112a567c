import type { AdminProduct } from './api/types';

/** What the editor's next save stands on: the product's version and the stock the form loaded (or last saved). */
export interface SaveBase {
  version: number;
  stockQuantity: number;
}

export const baseOf = (product: AdminProduct): SaveBase => ({ version: product.version, stockQuantity: product.stockQuantity });

/**
 * After the editor's own image upload or removal: the base follows only when that change was the one version in
 * between; if someone else saved meanwhile, the next save is refused and shows it.
 */
export const afterOwnChange = (base: SaveBase, answer: AdminProduct): SaveBase =>
  answer.version === base.version + 1 ? { ...base, version: answer.version } : base;

/** The two fields of the save that name its base (the server refuses a save on a stale version). */
export const baseFields = (base: SaveBase | null) => (base ? { baseVersion: base.version, baseStockQuantity: base.stockQuantity } : {});
