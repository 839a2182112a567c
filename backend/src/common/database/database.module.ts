import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Environment } from '../config/environment';
import { dataSourceOptions, EntityList } from './data-source-options';
import { NumberSequenceService } from './number-sequence.service';
import { TransactionHost } from './transaction-host';

/** The one TypeORM connection; the entity list comes from the top (src/entities.ts), never from a module. */
@Module({})
export class DatabaseModule {
  static forRoot(entities: EntityList): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [Environment],
          useFactory: (env: Environment) => ({ ...dataSourceOptions(env.DATABASE_URL, entities, env.DATABASE_POOL_SIZE), migrationsRun: false }),
        }),
      ],
      providers: [TransactionHost, NumberSequenceService],
      exports: [TransactionHost, NumberSequenceService],
    };
  }
}
