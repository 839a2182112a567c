import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { Role } from './role';

export const IS_PUBLIC = 'isPublic';
export const ROLES = 'roles';
export const ALLOW_AAL1 = 'allowAal1';

/** Opens a route to visitors; every other route needs a valid access token (deny by default). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The roles of which the caller must hold at least one. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

export interface AuthUser {
  id: string;
  email: string;
  roles: Role[];
  aal: 'aal1' | 'aal2';
  sessionId: string;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined =>
    context.switchToHttp().getRequest<{ user?: AuthUser }>().user,
);
