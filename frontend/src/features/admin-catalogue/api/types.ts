import type { components, operations } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

export type AdminProduct = Schemas['AdminProductDto'];
export type AdminProductPage = Schemas['AdminProductPageDto'];
export type SaveProduct = Schemas['SaveProductDto'];
export type AdminCategory = Schemas['AdminCategoryDto'];
export type AdminCategoryList = Schemas['AdminCategoryListDto'];
export type SaveCategory = Schemas['SaveCategoryDto'];
export type ProductStats = Schemas['ProductStatsDto'];
export type ProductGroup = Schemas['ProductGroupDto'];
export type AdminProductListParams = NonNullable<operations['getAdminProducts']['parameters']['query']>;
