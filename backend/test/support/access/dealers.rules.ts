import { AccessTable } from './rules';

export const DEALERS: AccessTable = {
  getOwnDealerProfile: 'dealer',
  updateOwnDealerProfile: 'dealer',
  uploadOwnDealerDocument: 'dealer',
  getOwnDealerDocumentLink: 'dealer',
  deleteOwnDealerDocument: 'dealer',
  downloadDealerDocument: 'public',
  getDealers: 'admin',
  getDealerOptions: 'admin',
  approveDealer: 'admin',
  rejectDealer: 'admin',
  updateDealer: 'admin',
  getDealerDocumentLink: 'admin',
  getCompanyCreditStanding: 'admin',
  updateCompanyCredit: 'admin',
};
