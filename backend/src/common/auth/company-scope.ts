import { HttpStatus } from '@nestjs/common';
import { AppError } from '../http/app-error';
import { AuthUser } from './decorators';

/** The condition every query of company data carries: `{ ...companyScope(user) }` in a where. */
export interface CompanyScope {
  companyId: string;
}

/**
 * The company the guard resolved for the caller. Services filter by it, so another company's id
 * finds nothing (404), and no handler compares ids by hand.
 */
export function companyScope(user: AuthUser): CompanyScope {
  if (!user.companyId) throw new AppError(HttpStatus.FORBIDDEN, 'NO_COMPANY', 'Ihr Konto gehört zu keiner Händlerfirma.');
  return { companyId: user.companyId };
}

/** A person whose role in the company does not allow the action (a viewer ordering, a buyer managing staff). */
export const companyRoleForbidden = () =>
  new AppError(HttpStatus.FORBIDDEN, 'COMPANY_ROLE_FORBIDDEN', 'Ihre Rolle in der Firma erlaubt das nicht. Bitte wenden Sie sich an den Inhaber.');
