import { Environment } from './environment';

/** The seller, from the COMPANY_* variables: invoices, payment instructions and e-mails read it here. */
export interface Company {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  vatId: string;
  taxNumber: string;
  register: string;
  managingDirector: string;
  email: string;
  phone: string;
  bankName: string;
  iban: string;
  bic: string;
}

export const companyOf = (env: Environment): Company => ({
  name: env.COMPANY_NAME,
  street: env.COMPANY_STREET,
  postalCode: env.COMPANY_POSTAL_CODE,
  city: env.COMPANY_CITY,
  vatId: env.COMPANY_VAT_ID,
  taxNumber: env.COMPANY_TAX_NUMBER,
  register: env.COMPANY_REGISTER,
  managingDirector: env.COMPANY_MANAGING_DIRECTOR,
  email: env.COMPANY_EMAIL,
  phone: env.COMPANY_PHONE,
  bankName: env.COMPANY_BANK_NAME,
  iban: env.COMPANY_IBAN,
  bic: env.COMPANY_BIC,
});
