import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

export type ImageMigrationAnalysis = Schemas['ImageMigrationAnalysisDto'];
export type ExternalImageProduct = Schemas['ExternalImageProductDto'];
export type ImageMigrationRun = Schemas['ImageMigrationRunDto'];
export type ImageMigrationRunSummary = Schemas['ImageMigrationRunSummaryDto'];
export type ImageMigrationItem = Schemas['ImageMigrationItemDto'];
export type StartImageMigrationRun = Schemas['StartImageMigrationRunDto'];
