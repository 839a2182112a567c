import { BANK_STATEMENTS } from './bank-statements.rules';
import { CATALOGUE_AND_CART } from './catalogue-and-cart.rules';
import { COMPANY } from './company.rules';
import { DEALERS } from './dealers.rules';
import { DUNNING } from './dunning.rules';
import { IMPORT } from './import.rules';
import { INVOICES } from './invoices.rules';
import { ORDERS } from './orders.rules';
import { PLATFORM_AND_AUTH } from './platform-and-auth.rules';
import { SETTINGS_AND_DATEV } from './settings-and-datev.rules';
import { TICKETS_AND_NEWS } from './tickets-news.rules';
import { AccessTable } from './rules';

/** Who may call which operation of the OpenAPI document: the tables of every module together. */
export const ACCESS_TABLE: AccessTable = {
  ...PLATFORM_AND_AUTH,
  ...DEALERS,
  ...COMPANY,
  ...CATALOGUE_AND_CART,
  ...ORDERS,
  ...INVOICES,
  ...TICKETS_AND_NEWS,
  ...IMPORT,
  ...SETTINGS_AND_DATEV,
  ...BANK_STATEMENTS,
  ...DUNNING,
};
