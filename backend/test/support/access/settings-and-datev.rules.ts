import { AccessTable } from './rules';

/** Receivables settings and the DATEV export: the back office only. */
export const SETTINGS_AND_DATEV: AccessTable = {
  getReceivablesSettings: 'admin',
  putReceivablesSettings: 'admin',
  exportDatevBookings: 'admin',
  exportDatevDebtors: 'admin',
};
