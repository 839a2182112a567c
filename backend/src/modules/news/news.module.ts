import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module';
import { AuditModule } from '../audit/audit.module';
import { DealersModule } from '../dealers/dealers.module';
import { NewsAdminController } from './news-admin.controller';
import { NewsAdminService } from './news-admin.service';
import { NewsController } from './news.controller';
import { NewsMails } from './news.mails';
import { NewsService } from './news.service';
import { NotifyDealersProcessor } from './notify-dealers.processor';

@Module({
  imports: [MailModule, AuditModule, DealersModule],
  controllers: [NewsController, NewsAdminController],
  providers: [NewsService, NewsAdminService, NewsMails, NotifyDealersProcessor],
  exports: [NewsService],
})
export class NewsModule {}
