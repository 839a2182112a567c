import type { components, operations } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

export type Product = Schemas['ProductDto'];
export type ProductPage = Schemas['ProductPageDto'];
export type Category = Schemas['CategoryDto'];
export type Home = Schemas['HomeDto'];
export type ProductSort = Schemas['ProductSort'];
export type ProductListParams = NonNullable<operations['getProducts']['parameters']['query']>;
