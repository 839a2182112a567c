import { AccessTable } from './rules';

export const CATALOGUE_AND_CART: AccessTable = {
  getCartCount: 'approved-dealer',
  getProducts: 'public',
  getProduct: 'public',
  getCategories: 'public',
  getHome: 'public',
  lookupProducts: 'approved-dealer',
  exportCatalogueCsv: 'approved-dealer',
  exportCatalogueXlsx: 'approved-dealer',
  getAdminProducts: 'admin',
  createProduct: 'admin',
  getProductStats: 'admin',
  getAdminProduct: 'admin',
  updateProduct: 'admin',
  deleteProduct: 'admin',
  uploadProductImage: 'admin',
  removeProductImage: 'admin',
  getAdminCategories: 'admin',
  createCategory: 'admin',
  updateCategory: 'admin',
  deleteCategory: 'admin',
};
