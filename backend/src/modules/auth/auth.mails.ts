import { Injectable } from '@nestjs/common';
import { Environment } from '../../common/config/environment';
import { MailComposers, MailComposerSet, OutgoingMail } from '../../common/mail/mail-composer';
import { renderMail } from '../../common/mail/mail-layout';
import { CompanyMembersService } from '../dealers/company-members.service';
import { DealersService } from '../dealers/dealers.service';
import { UsersService } from '../users/users.service';
import { EmailLinksService, LINK_TTL_MS } from './email-links.service';
import { AuthTokenPurpose } from './entities/auth-token.entity';

type AuthMail = 'auth.confirm-email' | 'auth.reset-password' | 'auth.admin-invite' | 'auth.staff-invite';

/** An invitation is read later than a reset the user just asked for. */
export const ADMIN_INVITE_TTL_MS = 48 * 3600 * 1000;

/**
 * The link mails. The worker creates the single-use token while composing, so the link exists only in
 * the mail itself: never in a job payload, a log or anything an operator can read.
 */
@Injectable()
@MailComposers()
export class AuthMails implements MailComposerSet<AuthMail> {
  constructor(
    private readonly users: UsersService,
    private readonly dealers: DealersService,
    private readonly members: CompanyMembersService,
    private readonly links: EmailLinksService,
    private readonly env: Environment,
  ) {}

  readonly templates = {
    'auth.confirm-email': async ({ userId }: { userId: string }): Promise<OutgoingMail | null> => {
      const user = await this.users.findById(userId);
      if (!user || user.emailConfirmedAt) return null;
      const companyName = (await this.dealers.getSummaryForUser(user.id))?.companyName ?? user.email;
      const token = await this.links.issue(user.id, AuthTokenPurpose.ConfirmEmail);
      const mail = renderMail('Bitte bestätigen Sie Ihre E-Mail-Adresse', 'Guten Tag,', [
        { p: `vielen Dank für die Registrierung von ${companyName} im Radwerk B2B-Portal. Bitte bestätigen Sie Ihre E-Mail-Adresse:` },
        { button: { label: 'E-Mail-Adresse bestätigen', href: `${this.env.APP_URL}/confirm-email?token=${token}` } },
        {
          p: 'Danach prüft unser Team Ihre Geschäftsdokumente, in der Regel innerhalb von 1-2 Werktagen. Sobald Ihr Händlerkonto freigeschaltet ist, erhalten Sie eine weitere E-Mail und sehen Ihre Händlerpreise.',
        },
        {
          small: `Der Link ist ${LINK_TTL_MS[AuthTokenPurpose.ConfirmEmail] / 3_600_000} Stunden gültig und kann einmal verwendet werden. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.`,
        },
      ]);
      return { ...mail, to: [user.email] };
    },
    'auth.reset-password': async ({ userId }: { userId: string }): Promise<OutgoingMail | null> => {
      const user = await this.users.findById(userId);
      if (!user) return null;
      const token = await this.links.issue(user.id, AuthTokenPurpose.ResetPassword);
      const mail = renderMail('Passwort zurücksetzen', 'Guten Tag,', [
        { p: 'Sie haben angefordert, das Passwort für Ihr Konto im Radwerk B2B-Portal zurückzusetzen. Über diesen Link legen Sie ein neues Passwort fest:' },
        { button: { label: 'Neues Passwort festlegen', href: this.resetLink(token) } },
        { p: 'Nach der Änderung werden Sie auf allen Geräten abgemeldet.' },
        {
          small: `Der Link ist ${LINK_TTL_MS[AuthTokenPurpose.ResetPassword] / 60_000} Minuten gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.`,
        },
      ]);
      return { ...mail, to: [user.email] };
    },
    'auth.admin-invite': async ({ userId }: { userId: string }): Promise<OutgoingMail | null> => {
      const user = await this.users.findById(userId);
      if (!user || user.passwordChangedAt) return null;
      const token = await this.links.issue(user.id, AuthTokenPurpose.ResetPassword, ADMIN_INVITE_TTL_MS);
      const mail = renderMail('Ihr Zugang zur Verwaltung des Radwerk B2B-Portals', 'Guten Tag,', [
        { p: `für ${user.email} wurde ein Verwaltungszugang zum Radwerk B2B-Portal eingerichtet. Bitte legen Sie Ihr Passwort fest:` },
        { button: { label: 'Passwort festlegen', href: this.resetLink(token) } },
        { small: `Der Link ist ${ADMIN_INVITE_TTL_MS / 3_600_000} Stunden gültig. Danach fordern Sie unter „Passwort vergessen?“ einen neuen an.` },
      ]);
      return { ...mail, to: [user.email] };
    },
    'auth.staff-invite': (params: { userId: string }) => this.staffInvite(params),
  };

  /**
   * The person's invite into a dealer company; only while it is still open (not accepted, not removed, not locked).
   * A password got some other way does not close it: accepting is what makes the person a member who acts.
   */
  private async staffInvite({ userId }: { userId: string }): Promise<OutgoingMail | null> {
    const user = await this.users.findById(userId);
    const open = user && !user.lockedAt && (await this.members.hasOpenInvite(user.id));
    const company = open ? await this.dealers.getSummaryForUser(user.id) : null;
    if (!user || !company) return null;
    const token = await this.links.issue(user.id, AuthTokenPurpose.StaffInvite);
    const days = LINK_TTL_MS[AuthTokenPurpose.StaffInvite] / 86_400_000;
    const mail = renderMail(`Einladung: ${company.companyName} im Radwerk B2B-Portal`, 'Guten Tag,', [
      { p: `Sie wurden eingeladen, für ${company.companyName} im Radwerk B2B-Portal zu arbeiten. Bitte legen Sie Ihr Passwort fest, um die Einladung anzunehmen:` },
      { button: { label: 'Einladung annehmen', href: `${this.env.APP_URL}/einladung?token=${token}` } },
      { small: `Der Link ist ${days} Tage gültig und kann einmal verwendet werden. Wenn Sie die Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.` },
    ]);
    return { ...mail, to: [user.email] };
  }

  private resetLink(token: string): string {
    return `${this.env.APP_URL}/passwort-zuruecksetzen?token=${token}`;
  }
}
