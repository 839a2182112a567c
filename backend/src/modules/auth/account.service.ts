import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { Role } from '../../common/auth/role';
import { TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { MailService } from '../../common/mail/mail.service';
import { REDIS } from '../../common/redis/redis.module';
import { CompanyMembersService } from '../dealers/company-members.service';
import { DealersService } from '../dealers/dealers.service';
import { normaliseEmail, UsersService } from '../users/users.service';
import { AcceptInviteDto, ConfirmEmailDto, EmailConfirmedDto, ResetPasswordDto } from './dto/account.dto';
import { SignUpDto } from './dto/sign-up.dto';
import { EmailLinksService, linkInvalid } from './email-links.service';
import { AuthTokenPurpose } from './entities/auth-token.entity';
import { SignInRateLimiter } from './sign-in-rate-limiter';
import { ClientInfo, IssuedSession, TokenService } from './token.service';
import { isUniqueViolation } from '../../common/database/unique-violation';

export const EMAIL_TAKEN = 'Ein Konto mit dieser E-Mail-Adresse existiert bereits.';
/** One link mail per address and minute at most, so the forms cannot be used to flood a mailbox. */
const MAIL_COOLDOWN_SECONDS = 60;


/** Sign-up, e-mail confirmation and password recovery. */
@Injectable()
export class AccountService {
  constructor(
    private readonly tx: TransactionHost,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly users: UsersService,
    private readonly dealers: DealersService,
    private readonly members: CompanyMembersService,
    private readonly links: EmailLinksService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly rateLimiter: SignInRateLimiter,
  ) {}

  /**
   * Creates the user and the dealer profile together with the confirmation mail (outbox; the worker
   * creates the link), then signs the dealer in.
   */
  async signUp(input: SignUpDto, client: ClientInfo): Promise<IssuedSession> {
    const email = normaliseEmail(input.email);
    if (await this.users.findByEmail(email)) throw emailTaken();
    let user;
    try {
      user = await this.tx.run(async () => {
        const created = await this.users.create({ email, password: input.password, roles: [Role.Dealer] });
        await this.dealers.createProfile(created.id, input);
        await this.mail.send('auth.confirm-email', { userId: created.id });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return this.tokens.startSession(user, 'aal1', client);
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
    await this.mail.send('auth.confirm-email', { userId: user.id });
  }

  /**
   * Answers the same for every address (no account probing). An account whose invite is still open gets no link:
   * the invite is its way in (the owner can send it again), not a password reset around it (docs/decisions.md).
   */
  async recover(emailInput: string): Promise<void> {
    const email = normaliseEmail(emailInput);
    const user = await this.users.findByEmail(email);
    if (!user || (await this.members.hasOpenInvite(user.id)) || !(await this.cooldown('recover', email))) return;
    await this.mail.send('auth.reset-password', { userId: user.id });
  }

  /**
   * Sets the new password and ends every session of the user; the link also proves the address. A link of an
   * account whose invite is still open (asked for before recover refused them) is refused as invalid, nothing changed.
   */
  async resetPassword(input: ResetPasswordDto): Promise<void> {
    const userId = await this.tx.run(async () => {
      const id = await this.links.consume(input.token, AuthTokenPurpose.ResetPassword);
      if (await this.members.hasOpenInvite(id)) throw linkInvalid(AuthTokenPurpose.ResetPassword);
      await this.users.changePassword(id, input.password);
      await this.links.discardUnused(id, AuthTokenPurpose.ResetPassword);
      return id;
    });
    await this.tokens.endAllSessions(userId);
    const user = await this.users.findById(userId);
    if (user) await this.rateLimiter.resetAccount(user.email);
  }

  /**
   * The invitee sets their password: the link is used up, the address counts as confirmed, the person has
   * joined the company. A person removed meanwhile finds the link invalid.
   */
  async acceptInvite(input: AcceptInviteDto): Promise<EmailConfirmedDto> {
    return this.tx.run(async () => {
      const invited = await this.links.holderOf(input.token, AuthTokenPurpose.StaffInvite);
      if (invited) await this.members.lockMembershipOf(invited);
      const id = await this.links.consume(input.token, AuthTokenPurpose.StaffInvite);
      const user = await this.users.findById(id);
      if (!user || user.lockedAt || !(await this.members.membershipOf(id))) {
        throw new AppError(HttpStatus.BAD_REQUEST, 'LINK_INVALID', 'Die Einladung ist ungültig oder wurde bereits verwendet.');
      }
      await this.users.changePassword(id, input.password);
      await this.members.markJoined(id);
      return { email: user.email };
    });
  }

  private async cooldown(kind: string, email: string): Promise<boolean> {
    return (await this.redis.set(`mail-cooldown:${kind}:${email}`, '1', 'EX', MAIL_COOLDOWN_SECONDS, 'NX')) === 'OK';
  }
}

const emailTaken = () => new AppError(HttpStatus.CONFLICT, 'EMAIL_TAKEN', EMAIL_TAKEN);
