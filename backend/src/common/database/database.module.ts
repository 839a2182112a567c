import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Environment } from '../config/environment';
import { dataSourceOptions } from './data-source-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [Environment],
      useFactory: (env: Environment) => ({ ...dataSourceOptions(env.DATABASE_URL), migrationsRun: false }),
    }),
  ],
})
export class DatabaseModule {}
