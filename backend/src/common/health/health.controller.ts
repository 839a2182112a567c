import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { FastifyReply } from 'fastify';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators';
import { REDIS } from '../redis/redis.module';
import { StorageService } from '../storage/storage.service';
import { CheckState, HealthDto } from './health.dto';

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly storage: StorageService,
  ) {}

  @Get()
  @Public()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async getHealth(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const probe = async (check: () => Promise<unknown>): Promise<CheckState> =>
      within(check(), 2000).then(
        () => 'up',
        () => 'down',
      );
    const [database, redis, storage] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.ping()),
      probe(() => this.storage.ping()),
    ]);
    const checks = { database, redis, storage };
    const down = Object.entries(checks)
      .filter(([, state]) => state === 'down')
      .map(([name]) => name);
    reply.status(down.length ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.OK);
    return { status: down.length ? 'error' : 'ok', checks, down };
  }
}
