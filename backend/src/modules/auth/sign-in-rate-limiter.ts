import { HttpStatus, Injectable } from '@nestjs/common';
import { Environment } from '../../common/config/environment';
import { AppError } from '../../common/http/app-error';
import { AttemptCounter, minutesToWait } from '../../common/rate-limit/attempt-counter';

/**
 * Sign-in attempts per account and per IP over a fixed window. An attempt is counted before the
 * password is checked (check and count are one atomic step); a successful sign-in resets the
 * account's counter and gives the IP its attempt back, so only failures use up the limits.
 */
@Injectable()
export class SignInRateLimiter {
  constructor(
    private readonly attempts: AttemptCounter,
    private readonly env: Environment,
  ) {}

  private keys(email: string, ip: string) {
    return { account: `sign-in:account:${email}`, ip: `sign-in:ip:${ip}` };
  }

  /** Counts this attempt, or refuses it with 429 when the account or the IP has used up its attempts. */
  async reserveAttempt(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const reservation = await this.attempts.reserve(
      [
        { key: keys.account, max: this.env.SIGN_IN_MAX_PER_ACCOUNT },
        { key: keys.ip, max: this.env.SIGN_IN_MAX_PER_IP },
      ],
      this.env.SIGN_IN_WINDOW_SECONDS,
    );
    if (reservation.allowed) return;
    throw new AppError(
      HttpStatus.TOO_MANY_REQUESTS,
      'SIGN_IN_RATE_LIMITED',
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutesToWait(reservation.retryAfterSeconds)} erneut.`,
      { retryAfterSeconds: reservation.retryAfterSeconds },
    );
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await Promise.all([this.resetAccount(email), this.attempts.refund([this.keys(email, ip).ip])]);
  }

  /** After a password reset the account may try again at once. */
  async resetAccount(email: string): Promise<void> {
    await this.attempts.reset([this.keys(email, '').account]);
  }
}
