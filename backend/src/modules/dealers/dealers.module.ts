import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../common/mail/mail.module';
import { AuditModule } from '../audit/audit.module';
import { DealerMails } from './dealer.mails';
import { DealerDocumentLinks } from './dealer-document-links';
import { DealerDocumentsService } from './dealer-documents.service';
import { DealersAdminController } from './dealers-admin.controller';
import { DealersAdminService } from './dealers-admin.service';
import { DealersController } from './dealers.controller';
import { DealersService } from './dealers.service';
import { DealerDocument } from './entities/dealer-document.entity';
import { DealerProfile } from './entities/dealer-profile.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([DealerProfile, DealerDocument]),
    MailModule,
    AuditModule,
  ],
  controllers: [DealersController, DealersAdminController],
  providers: [DealersService, DealerDocumentsService, DealersAdminService, DealerDocumentLinks, DealerMails],
  exports: [DealersService],
})
export class DealersModule {}
