import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AccessGuard } from './access.guard';
import { JwtStrategy } from './jwt.strategy';
import { SessionRevocationService } from './session-revocation.service';

@Global()
@Module({
  imports: [PassportModule],
  providers: [JwtStrategy, SessionRevocationService, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionRevocationService],
})
export class AuthCoreModule {}
