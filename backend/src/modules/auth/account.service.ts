import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Role } from '../../common/auth/role';
import { Environment } from '../../common/config/environment';
import { AppError } from '../../common/http/app-error';
import { MailService } from '../../common/mail/mail.service';
import { REDIS } from '../../common/redis/redis.module';
import { DealersService } from '../dealers/dealers.service';
import { normaliseEmail, UsersService } from '../users/users.service';
import { ConfirmEmailDto, EmailConfirmedDto, ResetPasswordDto } from './dto/account.dto';
import { SignUpDto } from './dto/sign-up.dto';
import { EmailLinksService, LINK_TTL_MS } from './email-links.service';
import { AuthTokenPurpose } from './entities/auth-token.entity';
import { SignInRateLimiter } from './sign-in-rate-limiter';
import { ClientInfo, IssuedSession, TokenService } from './token.service';

export const EMAIL_TAKEN = 'Ein Konto mit dieser E-Mail-Adresse existiert bereits.';
/** One link mail per address and minute at most, so the forms cannot be used to flood a mailbox. */
const MAIL_COOLDOWN_SECONDS = 60;

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Sign-up, e-mail confirmation and password recovery. */
@Injectable()
export class AccountService {
  private readonly logger = new Logger(AccountService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly users: UsersService,
    private readonly dealers: DealersService,
    private readonly links: EmailLinksService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly rateLimiter: SignInRateLimiter,
    private readonly env: Environment,
  ) {}

  /** Creates the user and the dealer profile together, mails the confirmation link and signs the dealer in. */
  async signUp(input: SignUpDto, client: ClientInfo): Promise<IssuedSession> {
    const email = normaliseEmail(input.email);
    if (await this.users.findByEmail(email)) throw emailTaken();
    let created;
    try {
      created = await this.dataSource.transaction(async (manager) => {
        const user = await this.users.create({ email, password: input.password, roles: [Role.Dealer] }, manager);
        const profile = await this.dealers.createProfile(manager, user.id, input);
        const token = await this.links.issue(user.id, AuthTokenPurpose.ConfirmEmail, manager);
        return { user, profile, token };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await this.sendConfirmation(email, created.profile.companyName, created.token);
    return this.tokens.startSession(created.user, 'aal1', client);
  }

  async confirmEmail(input: ConfirmEmailDto): Promise<EmailConfirmedDto> {
    const userId = await this.links.consume(input.token, AuthTokenPurpose.ConfirmEmail);
    const user = await this.users.markEmailConfirmed(userId);
    return { email: user.email };
  }

  /** Answers the same whether or not the address has an unconfirmed account (no account probing). */
  async resendConfirmation(emailInput: string): Promise<void> {
    const email = normaliseEmail(emailInput);
    const user = await this.users.findByEmail(email);
    if (!user || user.emailConfirmedAt || !(await this.cooldown('confirm', email))) return;
    const profile = await this.dealers.getSummaryForUser(user.id);
    const token = await this.links.issue(user.id, AuthTokenPurpose.ConfirmEmail);
    await this.sendConfirmation(email, profile?.companyName ?? email, token);
  }

  async recover(emailInput: string): Promise<void> {
    const email = normaliseEmail(emailInput);
    const user = await this.users.findByEmail(email);
    if (!user || !(await this.cooldown('recover', email))) return;
    const token = await this.links.issue(user.id, AuthTokenPurpose.ResetPassword);
    await this.mail.send(email, 'reset-password', {
      link: `${this.env.APP_URL}/passwort-zuruecksetzen?token=${token}`,
      validMinutes: LINK_TTL_MS[AuthTokenPurpose.ResetPassword] / 60_000,
    });
  }

  /** Sets the new password and ends every session of the user; the link also proves the address. */
  async resetPassword(input: ResetPasswordDto): Promise<void> {
    const userId = await this.dataSource.transaction(async (manager) => {
      const id = await this.links.consume(input.token, AuthTokenPurpose.ResetPassword, manager);
      await this.users.changePassword(id, input.password, manager);
      await this.links.discardUnused(id, AuthTokenPurpose.ResetPassword, manager);
      return id;
    });
    await this.tokens.endAllSessions(userId);
    const user = await this.users.findById(userId);
    if (user) await this.rateLimiter.recordSuccess(user.email);
  }

  private async sendConfirmation(email: string, companyName: string, token: string): Promise<void> {
    try {
      await this.mail.send(email, 'confirm-email', {
        companyName,
        link: `${this.env.APP_URL}/confirm-email?token=${token}`,
        validHours: LINK_TTL_MS[AuthTokenPurpose.ConfirmEmail] / 3_600_000,
      });
    } catch (error) {
      // the account exists; the dealer can ask for the mail again on /email-confirmation
      this.logger.error(`Bestätigungs-Mail an ${email} nicht eingereiht: ${(error as Error).message}`);
    }
  }

  private async cooldown(kind: string, email: string): Promise<boolean> {
    return (await this.redis.set(`mail-cooldown:${kind}:${email}`, '1', 'EX', MAIL_COOLDOWN_SECONDS, 'NX')) === 'OK';
  }
}

const emailTaken = () => new AppError(HttpStatus.CONFLICT, 'EMAIL_TAKEN', EMAIL_TAKEN);
