import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token';

/**
 * Access tokens are stateless for an hour; when a session ends (sign-out, reuse detection, password
 * change) its id is remembered here for that hour so the guard refuses its remaining access tokens.
 */
@Injectable()
export class SessionRevocationService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async revoke(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const id of sessionIds) pipeline.set(`revoked-session:${id}`, '1', 'EX', ACCESS_TOKEN_TTL_SECONDS);
    await pipeline.exec();
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(`revoked-session:${sessionId}`)) === 1;
  }
}
