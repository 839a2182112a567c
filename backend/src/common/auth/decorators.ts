import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
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

/** Implemented by the dealers module; the guard asks it without depending on the module. */
export interface DealerApprovalCheck {
  /** The dealer's discount in percent, read fresh, when approved; otherwise null. */
  freshApprovedDiscount(userId: string): Promise<number | null>;
}
export const DEALER_APPROVAL = Symbol('DEALER_APPROVAL');

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
  /** Set by the guard on routes with @RequireApproval: the approved dealer's discount, read fresh for this request. */
  approvedDiscount?: number;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined =>
    context.switchToHttp().getRequest<{ user?: AuthUser }>().user,
);
