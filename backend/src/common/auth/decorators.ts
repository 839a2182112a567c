import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { CompanyRole } from './company-role';
import { Role } from './role';

export const ACCESS = 'access';

/**
 * Who may call a handler. Every handler declares one (on itself or its controller); a handler without
 * one stops the application at start-up (AccessDeclarationCheck), so forgetting never opens a route.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'authenticated'; allowPendingMfa: boolean }
  | { kind: 'roles'; roles: Role[] };

/** Open to visitors; a valid token still tells the handler who calls (dealer prices). */
export const Public = () => SetMetadata(ACCESS, { kind: 'public' } satisfies AccessRule);

/** Any signed-in user whose session is complete (second factor passed where one exists). */
export const Authenticated = () =>
  applyDecorators(SetMetadata(ACCESS, { kind: 'authenticated', allowPendingMfa: false } satisfies AccessRule), ApiBearerAuth());

/**
 * Any signed-in user, including a session that has passed the password but still owes its second
 * factor. Only for what that session needs: reading itself, answering the challenge, signing out.
 */
export const AllowPendingMfa = () =>
  applyDecorators(SetMetadata(ACCESS, { kind: 'authenticated', allowPendingMfa: true } satisfies AccessRule), ApiBearerAuth());

/** The roles of which the caller must hold at least one. */
export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ACCESS, { kind: 'roles', roles } satisfies AccessRule), ApiBearerAuth());

export const APPROVAL_REQUIRED = 'approvalRequired';

/**
 * Beside @Roles(Role.Dealer): the dealer must be approved right now (read fresh, not from a token).
 * Anyone else gets 403 DEALER_NOT_APPROVED with the given German message.
 */
export const RequireApproval = (refusal: string) => SetMetadata(APPROVAL_REQUIRED, refusal);

export const COMPANY_ROLES = 'companyRoles';

/**
 * Beside @Roles(Role.Dealer): the caller's role in their company must be one of these (a viewer may
 * look, not order). Anyone else gets 403 COMPANY_ROLE_FORBIDDEN.
 */
export const CompanyRoles = (...roles: CompanyRole[]) => SetMetadata(COMPANY_ROLES, roles);

/** Writes that lead to an order (cart, checkout, reorder): owners and buyers, never viewers. */
export const MayOrder = () => CompanyRoles(CompanyRole.Owner, CompanyRole.Buyer);

/** Who a signed-in dealer acts for, read fresh on every request (a removed or demoted person loses access at once). */
export interface CompanyAccess {
  companyId: string;
  role: CompanyRole;
  /** The company's discount in percent when it is approved; otherwise null. */
  approvedDiscount: number | null;
}

/**
 * Implemented by the dealers module; the guard asks it without depending on the module. The answer comes from the
 * process-wide cache (forgotten in every process when a membership, approval or discount changes); `fresh` reads now.
 */
export interface CompanyAccessCheck {
  accessOf(userId: string, options?: { fresh?: boolean }): Promise<CompanyAccess | null>;
}
export const COMPANY_ACCESS = Symbol('COMPANY_ACCESS');

export const SIGN_IN_MESSAGE = 'signInMessage';

/** What a visitor reads when a route needs a session, where the spec words it for the place (the cart). */
export const SignInMessage = (message: string) => SetMetadata(SIGN_IN_MESSAGE, message);

export const METRICS_TOKEN_ACCEPTED = 'metricsTokenAccepted';

/**
 * Besides the handler's access rule, the static METRICS_TOKEN (when configured) is accepted as bearer
 * token: a Prometheus scraper cannot sign in. Only for answers without personal data (metrics).
 */
export const MetricsTokenAccepted = () => SetMetadata(METRICS_TOKEN_ACCEPTED, true);

export interface AuthUser {
  id: string;
  email: string;
  roles: Role[];
  aal: 'aal1' | 'aal2';
  sessionId: string;
  mfaPending: boolean;
  /** Set by the guard on routes with @RequireApproval: the approved dealer's discount (cached), for showing prices. */
  approvedDiscount?: number;
  /** Set by the guard for a signed-in dealer: the company they act for and their role in it. */
  companyId?: string;
  companyRole?: CompanyRole;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined =>
    context.switchToHttp().getRequest<{ user?: AuthUser }>().user,
);
