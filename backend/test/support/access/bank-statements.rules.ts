import { AccessTable } from './rules';

/** Bank statements (CAMT.053) in the accounting module. */
export const BANK_STATEMENTS: AccessTable = {
  uploadBankStatement: 'admin',
  getBankStatements: 'admin',
  getBankStatement: 'admin',
  confirmBankStatement: 'admin',
  assignBankStatementLine: 'admin',
};
