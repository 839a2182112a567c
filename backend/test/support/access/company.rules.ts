import { AccessTable } from './rules';

/** The company routes for dealers; within a company the role decides further (company.spec.ts). */
export const COMPANY: AccessTable = {
  getCompany: 'dealer',
  getCompanyCredit: 'dealer',
  updateCompany: 'dealer',
  getStaff: 'dealer',
  inviteStaff: 'dealer',
  updateStaff: 'dealer',
  removeStaff: 'dealer',
  getCompanyAddresses: 'dealer',
  createCompanyAddress: 'dealer',
  updateCompanyAddress: 'dealer',
  deleteCompanyAddress: 'dealer',
  lockDealerPerson: 'admin',
  unlockDealerPerson: 'admin',
};
