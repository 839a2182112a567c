import { Controller, Get, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import 'reflect-metadata';
import { AccessDeclarationCheck } from '../../src/common/auth/access-declaration.check';
import { Public, Roles } from '../../src/common/auth/decorators';
import { Role } from '../../src/common/auth/role';

@Controller('declared')
class DeclaredController {
  @Get('open')
  @Public()
  open(): string {
    return 'ok';
  }

  @Get('admin')
  @Roles(Role.Admin)
  admin(): string {
    return 'ok';
  }

  /** Not a route: helpers need no rule. */
  helper(): string {
    return 'x';
  }
}

@Roles(Role.Dealer)
@Controller('class-level')
class ClassLevelController {
  @Get()
  list(): string {
    return 'ok';
  }
}

@Controller('forgotten')
class ForgottenController {
  @Get()
  forgotten(): string {
    return 'oops';
  }
}

async function boot(...controllers: (new () => object)[]) {
  @Module({ imports: [DiscoveryModule], controllers, providers: [AccessDeclarationCheck] })
  class AppUnderTest {}
  const moduleRef = await Test.createTestingModule({ imports: [AppUnderTest] }).compile();
  return moduleRef.createNestApplication(new FastifyAdapter(), { abortOnError: false, logger: false }).init();
}

describe('access declarations are checked at start-up', () => {
  it('starts when every route declares its access, on the handler or its controller', async () => {
    const app = await boot(DeclaredController, ClassLevelController);
    await app.close();
  });

  it('refuses to start when a route has no access rule, naming it', async () => {
    await expect(boot(DeclaredController, ForgottenController)).rejects.toThrow(
      'Route ohne Zugriffsregel (@Public, @Authenticated, @AllowPendingMfa oder @Roles): ForgottenController.forgotten',
    );
  });
});
