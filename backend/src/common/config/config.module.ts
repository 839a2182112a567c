import { Global, Module } from '@nestjs/common';
import { Environment, parseEnvironment } from './environment';

@Global()
@Module({
  providers: [{ provide: Environment, useFactory: () => parseEnvironment(process.env) }],
  exports: [Environment],
})
export class ConfigModule {}
