import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

export type ImportDetail = Schemas['ImportDetailDto'];
export type ImportSummary = Schemas['ImportSummaryDto'];
export type ImportPage = Schemas['ImportPageDto'];
export type ImportPreview = Schemas['ImportPreviewDto'];
export type ImportPreviewRow = Schemas['ImportPreviewRowDto'];
export type ImportTarget = Schemas['ImportTarget'];
export type ImportStatus = Schemas['ImportStatus'];
export type ImportMapping = Record<string, ImportTarget>;
