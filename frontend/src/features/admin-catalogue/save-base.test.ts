import { describe, expect, it } from 'vitest';
import type { AdminProduct } from './api/types';
import { afterOwnChange, baseFields, baseOf } from './save-base';

const product = (version: number, stockQuantity = 10) => ({ version, stockQuantity }) as AdminProduct;

describe('the base a product save stands on', () => {
  it('follows the editor’s own image change, not one that jumped over another admin’s save', () => {
    const base = baseOf(product(3));
    expect(afterOwnChange(base, product(4, 7))).toEqual({ version: 4, stockQuantity: 10 });
    expect(afterOwnChange(base, product(5))).toBe(base);
  });

  it('names version and loaded stock in the save, nothing for a new product', () => {
    expect(baseFields({ version: 2, stockQuantity: 8 })).toEqual({ baseVersion: 2, baseStockQuantity: 8 });
    expect(baseFields(null)).toEqual({});
  });
});
