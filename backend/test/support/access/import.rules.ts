import { AccessTable } from './rules';

/** Product import, image migration, and the storefront's broken-image report. */
export const IMPORT: AccessTable = {
  createImport: 'admin',
  getImports: 'admin',
  getImport: 'admin',
  previewImport: 'admin',
  startImport: 'admin',
  cancelImport: 'admin',
  getImportErrors: 'admin',
  getImageMigrationAnalysis: 'admin',
  getImageMigrationRuns: 'admin',
  startImageMigrationRun: 'admin',
  getImageMigrationRun: 'admin',
  reportBrokenImage: 'public',
};
