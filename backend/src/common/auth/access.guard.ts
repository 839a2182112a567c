import { CanActivate, ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash, timingSafeEqual } from 'crypto';
import { Environment } from '../config/environment';
import { AccessTokenVerifier } from './access-token-verifier';
import { AppError } from '../http/app-error';
import { CompanyRole } from './company-role';
import { companyRoleForbidden } from './company-scope';
import {
  ACCESS,
  AccessRule,
  APPROVAL_REQUIRED,
  AuthUser,
  COMPANY_ACCESS,
  COMPANY_ROLES,
  CompanyAccessCheck,
  METRICS_TOKEN_ACCEPTED,
  SIGN_IN_MESSAGE,
} from './decorators';
import { Role } from './role';
import { SessionRevocationService } from './session-revocation.service';

/** What a handler (with its controller) declares about access: read from the decorators' metadata once per handler. */
interface Declarations {
  rule: AccessRule | undefined;
  signInMessage: string | undefined;
  approvalRefusal: string | undefined;
  companyRoles: CompanyRole[] | undefined;
  metricsTokenAccepted: boolean;
}

const forbidden = () => new AppError(HttpStatus.FORBIDDEN, 'FORBIDDEN', 'Zugriff verweigert: Sie haben keine Berechtigung für diesen Bereich.');

/**
 * The one global guard. It reads the handler's access rule and fails closed: a handler without one
 * is refused (and stops the start-up before that, see AccessDeclarationCheck). A session that still
 * owes its second factor passes only handlers marked @AllowPendingMfa(); with ADMIN_REQUIRE_MFA admin
 * routes demand aal2.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  /** SHA-256 of METRICS_TOKEN, so the comparison is constant-time whatever the length given. */
  private readonly metricsToken: Buffer | null;
  /** By controller and handler: five metadata lookups per request were more than a tenth of the guard's own time. */
  private readonly declarations = new WeakMap<object, WeakMap<object, Declarations>>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(COMPANY_ACCESS) private readonly companies: CompanyAccessCheck,
    private readonly env: Environment,
    private readonly revocations: SessionRevocationService,
    private readonly tokens: AccessTokenVerifier,
  ) {
    this.metricsToken = env.METRICS_TOKEN ? createHash('sha256').update(env.METRICS_TOKEN).digest() : null;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { rule, signInMessage, approvalRefusal, companyRoles, metricsTokenAccepted } = this.declarationsOf(context);
    if (!rule) throw forbidden();
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string>; user?: AuthUser }>();
    if (metricsTokenAccepted && this.carriesMetricsToken(request.headers.authorization)) return true;
    if (rule.kind === 'public') {
      if (request.headers.authorization) await this.tryAuthenticate(context);
      return true;
    }
    await this.authenticate(context, signInMessage);
    const user = request.user as AuthUser;
    if (user.mfaPending && !(rule.kind === 'authenticated' && rule.allowPendingMfa)) {
      throw new AppError(HttpStatus.FORBIDDEN, 'MFA_PENDING', 'Bitte bestätigen Sie zuerst den Code aus Ihrer Authenticator-App.');
    }
    if (rule.kind === 'roles') {
      if (!rule.roles.some((role) => user.roles.includes(role))) throw forbidden();
      if (this.env.ADMIN_REQUIRE_MFA && rule.roles.includes(Role.Admin) && !rule.roles.includes(Role.Ops) && user.aal !== 'aal2') {
        throw new AppError(HttpStatus.FORBIDDEN, 'MFA_REQUIRED', 'Für den Admin-Bereich ist die Zwei-Faktor-Anmeldung erforderlich.');
      }
    }
    let access = await this.resolveCompany(user);
    if (approvalRefusal !== undefined) {
      // Refused only after a fresh read: an approval is never held up by a cached answer from before it.
      if (access?.approvedDiscount == null) access = await this.resolveCompany(user, { fresh: true });
      if (access?.approvedDiscount == null) throw new AppError(HttpStatus.FORBIDDEN, 'DEALER_NOT_APPROVED', approvalRefusal);
      user.approvedDiscount = access.approvedDiscount;
    }
    if (companyRoles && !(access && companyRoles.includes(access.role))) {
      throw companyRoleForbidden();
    }
    return true;
  }

  /**
   * The one place that decides who acts for which company: a dealer's membership, from the cache that every
   * membership, approval and discount change clears in every process after its commit. A removed person's
   * sessions are revoked as well, so they are refused at once by the check above.
   */
  private async resolveCompany(user: AuthUser, options?: { fresh: boolean }) {
    if (!user.roles.includes(Role.Dealer)) return null;
    const access = await this.companies.accessOf(user.id, options);
    if (access) {
      user.companyId = access.companyId;
      user.companyRole = access.role;
    }
    return access;
  }

  private declarationsOf(context: ExecutionContext): Declarations {
    const handler = context.getHandler();
    const controller = context.getClass();
    let ofController = this.declarations.get(controller);
    if (!ofController) this.declarations.set(controller, (ofController = new WeakMap()));
    let declared = ofController.get(handler);
    if (!declared) {
      const targets = [handler, controller];
      const read = <T>(key: string) => this.reflector.getAllAndOverride<T | undefined>(key, targets);
      declared = {
        rule: read<AccessRule>(ACCESS),
        signInMessage: read<string>(SIGN_IN_MESSAGE),
        approvalRefusal: read<string>(APPROVAL_REQUIRED),
        companyRoles: read<CompanyRole[]>(COMPANY_ROLES),
        metricsTokenAccepted: read<boolean>(METRICS_TOKEN_ACCEPTED) === true,
      };
      ofController.set(handler, declared);
    }
    return declared;
  }

  private carriesMetricsToken(authorization: string | undefined): boolean {
    if (!this.metricsToken || !authorization?.startsWith('Bearer ')) return false;
    const given = createHash('sha256').update(authorization.slice('Bearer '.length)).digest();
    return timingSafeEqual(given, this.metricsToken);
  }

  private async authenticate(context: ExecutionContext, signInMessage = 'Bitte melden Sie sich an.'): Promise<void> {
    // Built only when needed: an error's stack trace is costly on every signed-in request.
    const unauthorized = () => new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', signInMessage);
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string>; user?: AuthUser }>();
    const user = this.tokens.userOf(request.headers.authorization);
    if (!user || (await this.revocations.isRevoked(user.sessionId))) throw unauthorized();
    request.user = user;
  }

  /** Public routes still learn who is calling (dealer prices), but never fail on a bad token. */
  private async tryAuthenticate(context: ExecutionContext): Promise<void> {
    try {
      await this.authenticate(context);
      const request = context.switchToHttp().getRequest<{ user?: AuthUser }>();
      if (request.user?.mfaPending) request.user = undefined; // not signed in yet, as far as prices go
    } catch {
      context.switchToHttp().getRequest<{ user?: AuthUser }>().user = undefined; // treated as a visitor
    }
  }
}
