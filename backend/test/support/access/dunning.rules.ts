import { AccessTable } from './rules';

/** Dunning (Mahnwesen) in the accounting module: the back office only. */
export const DUNNING: AccessTable = {
  getDunning: 'admin',
  runDunning: 'admin',
  setDunningHold: 'admin',
  downloadDunningLetterPdf: 'admin',
  resendDunningLetter: 'admin',
  releaseDeliveryBlock: 'admin',
};
