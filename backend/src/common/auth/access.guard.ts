import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Environment } from '../config/environment';
import { AppError } from '../http/app-error';
import { AuthUser, IS_PUBLIC, ROLES } from './decorators';
import { Role } from './role';
import { SessionRevocationService } from './session-revocation.service';

const JwtGuard = AuthGuard('jwt');

/**
 * The one global guard: a route is closed unless marked @Public(); a token is checked by passport-jwt;
 * @Roles() then demands one of the roles; with ADMIN_REQUIRE_MFA admin routes demand aal2.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly jwtGuard = new JwtGuard();

  constructor(
    private readonly reflector: Reflector,
    private readonly env: Environment,
    private readonly revocations: SessionRevocationService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string>; user?: AuthUser }>();
    if (isPublic) {
      if (request.headers.authorization) await this.tryAuthenticate(context);
      return true;
    }
    await this.authenticate(context);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    const user = request.user as AuthUser;
    if (roles?.length && !roles.some((role) => user.roles.includes(role))) {
      throw new AppError(HttpStatus.FORBIDDEN, 'FORBIDDEN', 'Zugriff verweigert: Sie haben keine Berechtigung für diesen Bereich.');
    }
    if (this.env.ADMIN_REQUIRE_MFA && roles?.includes(Role.Admin) && !roles.includes(Role.Ops) && user.aal !== 'aal2') {
      throw new AppError(HttpStatus.FORBIDDEN, 'MFA_REQUIRED', 'Für den Admin-Bereich ist die Zwei-Faktor-Anmeldung erforderlich.');
    }
    return true;
  }

  private async authenticate(context: ExecutionContext): Promise<void> {
    // Built only when needed: an error's stack trace is costly on every signed-in request.
    const unauthorized = () => new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', 'Bitte melden Sie sich an.');
    try {
      await this.jwtGuard.canActivate(context);
    } catch {
      throw unauthorized();
    }
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (await this.revocations.isRevoked(user.sessionId)) throw unauthorized();
  }

  /** Public routes still learn who is calling (dealer prices), but never fail on a bad token. */
  private async tryAuthenticate(context: ExecutionContext): Promise<void> {
    try {
      await this.authenticate(context);
    } catch {
      context.switchToHttp().getRequest<{ user?: AuthUser }>().user = undefined; // treated as a visitor
    }
  }
}
