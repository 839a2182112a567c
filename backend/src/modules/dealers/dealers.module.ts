import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../common/mail/mail.module';
import { AuditModule } from '../audit/audit.module';
import { SettingsModule } from '../settings/settings.module';
import { CompanyCreditAdminController } from './company-credit-admin.controller';
import { CompanyCreditService } from './company-credit.service';
import { CompanyAddressesService } from './company-addresses.service';
import { CompanyMembersService } from './company-members.service';
import { DealerMails } from './dealer.mails';
import { DebtorMasterDataService } from './debtor-master-data.service';
import { DealerDocumentLinks } from './dealer-document-links';
import { DealerDocumentsService } from './dealer-documents.service';
import { DealersAdminController } from './dealers-admin.controller';
import { DealersAdminService } from './dealers-admin.service';
import { DealersController } from './dealers.controller';
import { CompanyAccessCache } from './company-access.cache';
import { DealersService } from './dealers.service';
import { DeliveryBlockService } from './delivery-block.service';
import { CompanyAddress } from './entities/company-address.entity';
import { CompanyMember } from './entities/company-member.entity';
import { Company } from './entities/company.entity';
import { DealerDocument } from './entities/dealer-document.entity';
import { DealerProfile } from './entities/dealer-profile.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([Company, CompanyMember, CompanyAddress, DealerProfile, DealerDocument]),
    MailModule,
    AuditModule,
    SettingsModule,
  ],
  controllers: [DealersController, DealersAdminController, CompanyCreditAdminController],
  providers: [
    DealersService,
    CompanyAccessCache,
    DealerDocumentsService,
    DealersAdminService,
    DealerDocumentLinks,
    DealerMails,
    CompanyMembersService,
    CompanyAddressesService,
    DebtorMasterDataService,
    CompanyCreditService,
    DeliveryBlockService,
  ],
  exports: [DealersService, CompanyMembersService, CompanyAddressesService, DebtorMasterDataService, CompanyCreditService, DeliveryBlockService],
})
export class DealersModule {}
