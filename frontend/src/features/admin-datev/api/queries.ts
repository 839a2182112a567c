import { api } from '@/lib/api/client';
import { saveDownload } from '@/lib/api/download';

/** The Buchungsstapel of a period (YYYY-MM-DD, both included) as the server names it. */
export function downloadDatevExport(from: string, to: string): Promise<void> {
  return saveDownload(
    api.GET('/api/admin/exports/datev', { params: { query: { from, to } }, parseAs: 'blob' }),
    `EXTF_Buchungsstapel_${from}_${to}.csv`,
  );
}

/** The approved dealer companies as DATEV Debitoren (master data for the tax adviser). */
export function downloadDatevDebtors(): Promise<void> {
  return saveDownload(api.GET('/api/admin/exports/datev/debtors', { parseAs: 'blob' }), 'EXTF_Debitoren.csv');
}
