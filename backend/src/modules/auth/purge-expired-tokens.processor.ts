import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { SessionRevocationService } from '../../common/auth/session-revocation.service';
import { JobHandler, JobProcessor } from '../../common/queue/job-processor';
import { AuthToken } from './entities/auth-token.entity';
import { RefreshToken } from './entities/refresh-token.entity';

/** Hourly maintenance job: expired refresh tokens, e-mail link tokens and session revocations are of no use to anyone. Idempotent. */
@Injectable()
@JobProcessor('maintenance.purge-expired-tokens', { schedule: '0 * * * *' })
export class PurgeExpiredTokensProcessor implements JobHandler<'maintenance.purge-expired-tokens'> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly revocations: SessionRevocationService,
  ) {}

  async handle(): Promise<{ refreshTokens: number; authTokens: number; sessionRevocations: number }> {
    const now = new Date();
    const refresh = await this.dataSource.getRepository(RefreshToken).delete({ expiresAt: LessThan(now) });
    const links = await this.dataSource.getRepository(AuthToken).delete({ expiresAt: LessThan(now) });
    return { refreshTokens: refresh.affected ?? 0, authTokens: links.affected ?? 0, sessionRevocations: await this.revocations.purgeExpired() };
  }
}
