import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealersModule } from '../dealers/dealers.module';
import { UsersModule } from '../users/users.module';
import { MailModule } from '../../common/mail/mail.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailLinksService } from './email-links.service';
import { AuthToken } from './entities/auth-token.entity';
import { MfaController } from './mfa/mfa.controller';
import { MfaService } from './mfa/mfa.service';
import { RefreshToken } from './entities/refresh-token.entity';
import { PurgeExpiredTokensProcessor } from './purge-expired-tokens.processor';
import { AdminBootstrap } from './admin-bootstrap';
import { AuthMails } from './auth.mails';
import { QueueBoardSession } from './queue-board-session';
import { SessionCookies } from './session-cookies';
import { AttemptCounter } from '../../common/rate-limit/attempt-counter';
import { SignInRateLimiter } from './sign-in-rate-limiter';
import { TokenService } from './token.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([RefreshToken, AuthToken]),
    UsersModule,
    DealersModule,
    MailModule,
  ],
  controllers: [AuthController, AccountController, MfaController],
  providers: [
    AuthService,
    AccountService,
    EmailLinksService,
    MfaService,
    TokenService,
    SignInRateLimiter,
    AttemptCounter,
    SessionCookies,
    QueueBoardSession,
    PurgeExpiredTokensProcessor,
    AdminBootstrap,
    AuthMails,
  ],
  exports: [QueueBoardSession, TokenService],
})
export class AuthModule {}
