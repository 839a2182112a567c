import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Environment } from '../../common/config/environment';
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
import { PurgeExpiredTokensHandler } from './purge-expired-tokens.handler';
import { QueueBoardSession } from './queue-board-session';
import { SessionCookies } from './session-cookies';
import { SignInRateLimiter } from './sign-in-rate-limiter';
import { TokenService } from './token.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([RefreshToken, AuthToken]),
    JwtModule.registerAsync({
      inject: [Environment],
      useFactory: (env: Environment) => ({ secret: env.JWT_SECRET, signOptions: { algorithm: 'HS256' } }),
    }),
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
    SessionCookies,
    QueueBoardSession,
    PurgeExpiredTokensHandler,
  ],
  exports: [QueueBoardSession, PurgeExpiredTokensHandler],
})
export class AuthModule {}
