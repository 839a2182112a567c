import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { DealersModule } from '../dealers/dealers.module';
import { UsersModule } from '../users/users.module';
import { CompanyAdminController } from './company-admin.controller';
import { CompanyController } from './company.controller';
import { PersonLockService } from './person-lock.service';
import { StaffService } from './staff.service';

/** A dealer company's own screen (/firma): its data, its staff and invites, its delivery addresses. */
@Module({
  imports: [DealersModule, UsersModule, AuthModule, AuditModule, MailModule],
  controllers: [CompanyController, CompanyAdminController],
  providers: [StaffService, PersonLockService],
})
export class CompanyModule {}
