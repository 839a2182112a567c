import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Environment } from '../../common/config/environment';
import { MailComposers, MailComposerSet, OutgoingMail } from '../../common/mail/mail-composer';
import { renderMail } from '../../common/mail/mail-layout';
import { DealerProfile } from './entities/dealer-profile.entity';

type DealerMail = 'dealers.documents-received' | 'dealers.approved' | 'dealers.rejected';

/** The dealer's e-mails, composed in the worker from the profile as it is when the mail goes out. */
@Injectable()
@MailComposers()
export class DealerMails implements MailComposerSet<DealerMail> {
  constructor(
    @InjectRepository(DealerProfile) private readonly profiles: Repository<DealerProfile>,
    private readonly env: Environment,
  ) {}

  readonly templates = {
    'dealers.documents-received': ({ profileId }: { profileId: string }) =>
      this.toDealer(profileId, (profile) =>
        renderMail('Ihre Geschäftsdokumente sind eingegangen', 'Guten Tag,', [
          {
            p: `wir haben die Geschäftsdokumente von ${profile.companyName} erhalten. Unser Team prüft sie in der Regel innerhalb von 1-2 Werktagen und meldet sich per E-Mail, sobald Ihr Händlerkonto freigeschaltet ist.`,
          },
          { p: 'Ihre hochgeladenen Dokumente können Sie jederzeit in Ihrem Profil einsehen und ersetzen:' },
          { button: { label: 'Zum Profil', href: `${this.env.APP_URL}/profile` } },
        ]),
      ),
    'dealers.approved': ({ profileId }: { profileId: string }) =>
      this.toDealer(profileId, (profile) =>
        profile.isApproved
          ? renderMail('Ihr Händlerkonto ist freigeschaltet', 'Guten Tag,', [
              {
                p: `gute Nachrichten: Das Händlerkonto von ${profile.companyName} ist freigeschaltet. Ab sofort sehen Sie im Katalog Ihre Händlerpreise und können bestellen.`,
              },
              ...(profile.discountLevel > 0 ? [{ p: `Ihr Händlerrabatt beträgt ${profile.discountLevel} %.` }] : []),
              { button: { label: 'Zum Produktkatalog', href: `${this.env.APP_URL}/products` } },
            ])
          : null,
      ),
    'dealers.rejected': ({ profileId }: { profileId: string }) =>
      this.toDealer(profileId, (profile) =>
        profile.rejectedAt && profile.rejectionReason
          ? renderMail('Ihre Registrierung als Händler', 'Guten Tag,', [
              { p: `leider können wir das Händlerkonto von ${profile.companyName} derzeit nicht freischalten. Begründung:` },
              { quote: profile.rejectionReason },
              {
                p: 'Sie können Ihre Angaben und Dokumente in Ihrem Profil ergänzen. Bei Fragen antworten Sie einfach auf diese E-Mail oder rufen Sie uns an (Mo–Fr 8:00–17:00 Uhr).',
              },
              { button: { label: 'Zum Profil', href: `${this.env.APP_URL}/profile` } },
            ])
          : null,
      ),
  };

  /** A mail whose state has moved on (approved, then rejected before the worker ran) is not sent. */
  private async toDealer(
    profileId: string,
    render: (profile: DealerProfile) => ReturnType<typeof renderMail> | null,
  ): Promise<OutgoingMail | null> {
    const profile = await this.profiles.findOne({ where: { id: profileId }, relations: { user: true } });
    const mail = profile ? render(profile) : null;
    return profile && mail ? { ...mail, to: [profile.user.email] } : null;
  }
}
