import { Injectable } from '@nestjs/common';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { MailComposers, MailComposerSet, OutgoingMail } from '../../common/mail/mail-composer';
import { renderMail } from '../../common/mail/mail-layout';
import { DealersService } from '../dealers/dealers.service';
import { News } from './entities/news.entity';

/** The announcement of a news item to one dealer; nothing when the item or the dealer's approval is gone. */
@Injectable()
@MailComposers()
export class NewsMails implements MailComposerSet<'news.published'> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly env: Environment,
    private readonly dealers: DealersService,
  ) {}

  readonly templates = {
    'news.published': async ({ newsId, profileId }: { newsId: string; profileId: string }): Promise<OutgoingMail | null> => {
      const news = await this.tx.manager.findOneBy(News, { id: newsId });
      const dealer = await this.dealers.approvedRecipient(profileId);
      const visible = news?.isPublished && news.publishDate && news.publishDate.getTime() <= Date.now();
      if (!news || !visible || !dealer) return null;
      const mail = renderMail(`News: ${news.title}`, 'Guten Tag,', [
        { p: `im Händlerportal gibt es eine neue Meldung für ${dealer.companyName}:` },
        { quote: news.excerpt ? `${news.title}\n\n${news.excerpt}` : news.title },
        { button: { label: 'Zu den News', href: `${this.env.APP_URL}/news` } },
        { small: 'Sie erhalten diese E-Mail als freigeschalteter Händler des Radwerk B2B-Portals.' },
      ]);
      return { ...mail, to: [dealer.email] };
    },
  };
}
