import type { components } from '@/lib/api/schema.gen';

type Schemas = components['schemas'];

export type BankStatementDetail = Schemas['BankStatementDetailDto'];
export type BankStatementSummary = Schemas['BankStatementSummaryDto'];
export type BankStatementLine = Schemas['BankStatementLineDto'];
export type BankStatementLineStatus = Schemas['BankStatementLineStatus'];
export type BankStatementConfirmResult = Schemas['BankStatementConfirmResultDto'];
