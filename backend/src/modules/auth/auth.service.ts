import { HttpStatus, Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/auth/decorators';
import { dummyPasswordHash, verifyPassword } from '../../common/auth/password';
import { AppError } from '../../common/http/app-error';
import { DealersService } from '../dealers/dealers.service';
import { normaliseEmail, type User, UsersService } from '../users/users.service';
import { MeDto } from './dto/session.dto';
import { MfaService } from './mfa/mfa.service';
import { SignInDto } from './dto/sign-in.dto';
import { SignInRateLimiter } from './sign-in-rate-limiter';
import { ClientInfo, IssuedSession, TokenService } from './token.service';

export const ACCOUNT_LOCKED = 'Ihr Zugang ist gesperrt. Bitte wenden Sie sich an den Inhaber Ihrer Firma oder an uns.';
export const WRONG_CREDENTIALS = 'Anmeldung fehlgeschlagen: E-Mail oder Passwort ist falsch.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly dealers: DealersService,
    private readonly tokens: TokenService,
    private readonly rateLimiter: SignInRateLimiter,
    private readonly mfa: MfaService,
  ) {}

  async signIn(input: SignInDto, client: ClientInfo): Promise<IssuedSession> {
    const email = normaliseEmail(input.email);
    const attempt = await this.rateLimiter.reserveAttempt(email, client.ip);
    let user: User | null;
    try {
      user = await this.users.findByEmail(email);
      if (!(await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password))) user = null;
    } catch (error) {
      await attempt.abandoned();
      throw error;
    }
    if (!user) {
      await attempt.failed();
      throw new AppError(HttpStatus.UNAUTHORIZED, 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
    }
    await attempt.succeeded();
    // Only after the password: a wrong guess learns nothing about the lock.
    if (user.lockedAt) throw new AppError(HttpStatus.FORBIDDEN, 'ACCOUNT_LOCKED', ACCOUNT_LOCKED);
    await this.users.recordSignIn(user.id);
    return this.tokens.startSession(user, 'aal1', client);
  }

  refresh(rawToken: string | undefined, client: ClientInfo): Promise<IssuedSession> {
    return this.tokens.rotate(rawToken, client);
  }

  signOut(user: AuthUser, scope: 'local' | 'others' | 'global'): Promise<void> {
    return this.tokens.endSessions(user.id, user.sessionId, scope);
  }

  async me(authUser: AuthUser): Promise<MeDto> {
    const user = await this.users.findById(authUser.id);
    if (!user) throw new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', 'Bitte melden Sie sich an.');
    const factors = await this.mfa.listVerified(user.id);
    return {
      id: user.id,
      email: user.email,
      roles: authUser.roles,
      aal: authUser.aal,
      emailConfirmed: user.emailConfirmedAt !== null,
      mfaRequired: authUser.aal === 'aal1' && factors.length > 0,
      factors,
      dealer: await this.dealers.getSummaryForUser(user.id),
    };
  }
}
