import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { Environment } from '../../common/config/environment';
import { AppError } from '../../common/http/app-error';
import { REDIS } from '../../common/redis/redis.module';

/** Counts failed sign-ins per account and per IP in Redis over a fixed window. */
@Injectable()
export class SignInRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly env: Environment,
  ) {}

  private keys(email: string, ip: string) {
    return { account: `sign-in:account:${email}`, ip: `sign-in:ip:${ip}` };
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const [[, account], [, byIp]] = (await this.redis.multi().get(keys.account).get(keys.ip).exec()) as [
      [null, string | null],
      [null, string | null],
    ];
    const blockedKey =
      Number(account ?? 0) >= this.env.SIGN_IN_MAX_PER_ACCOUNT
        ? keys.account
        : Number(byIp ?? 0) >= this.env.SIGN_IN_MAX_PER_IP
          ? keys.ip
          : null;
    if (!blockedKey) return;
    const seconds = Math.max(await this.redis.ttl(blockedKey), 1);
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      HttpStatus.TOO_MANY_REQUESTS,
      'SIGN_IN_RATE_LIMITED',
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
      { retryAfterSeconds: seconds },
    );
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const window = this.env.SIGN_IN_WINDOW_SECONDS;
    await this.redis
      .multi()
      .incr(keys.account)
      .expire(keys.account, window, 'NX')
      .incr(keys.ip)
      .expire(keys.ip, window, 'NX')
      .exec();
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(this.keys(email, '').account);
  }
}
