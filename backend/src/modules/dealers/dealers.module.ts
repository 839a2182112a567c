import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Environment } from '../../common/config/environment';
import { MailModule } from '../../common/mail/mail.module';
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
    JwtModule.registerAsync({
      inject: [Environment],
      useFactory: (env: Environment) => ({ secret: env.JWT_SECRET, signOptions: { algorithm: 'HS256' } }),
    }),
    MailModule,
  ],
  controllers: [DealersController, DealersAdminController],
  providers: [DealersService, DealerDocumentsService, DealersAdminService, DealerDocumentLinks],
  exports: [DealersService],
})
export class DealersModule {}
