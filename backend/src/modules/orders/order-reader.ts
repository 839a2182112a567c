import { CompanyRole } from '../../common/auth/company-role';
import { companyScope, CompanyScope } from '../../common/auth/company-scope';
import { AuthUser } from '../../common/auth/decorators';

/**
 * Who reads a company's orders: the company (the scope every query carries) and the person's role in it, for what the
 * answer offers them. A caller that gives only the scope is answered as someone who may not pay ('canPay' false).
 */
export interface OrderReader extends CompanyScope {
  companyRole?: CompanyRole;
}

export const orderReader = (user: AuthUser): OrderReader => ({ ...companyScope(user), companyRole: user.companyRole });

/**
 * The roles that may pay an order by card: those of `@MayOrder()`, which guards `POST /api/orders/:id/payment`
 * (a viewer looks, never orders or pays).
 */
const PAYING_ROLES: readonly CompanyRole[] = [CompanyRole.Owner, CompanyRole.Buyer];

export const mayPay = (role: CompanyRole | null | undefined): boolean => role !== undefined && role !== null && PAYING_ROLES.includes(role);
