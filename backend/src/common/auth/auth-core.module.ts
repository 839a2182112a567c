import { Global, Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { Environment } from '../config/environment';
import { AccessDeclarationCheck } from './access-declaration.check';
import { AccessGuard } from './access.guard';
import { AccessTokenVerifier } from './access-token-verifier';
import { SessionRevocationService } from './session-revocation.service';

/** The guard every route passes, the JWT signer every module shares, and the start-up check of access rules. */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    JwtModule.registerAsync({
      inject: [Environment],
      useFactory: (env: Environment) => ({ secret: env.JWT_SECRET, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  providers: [AccessTokenVerifier, SessionRevocationService, AccessDeclarationCheck, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionRevocationService, JwtModule],
})
export class AuthCoreModule {}
