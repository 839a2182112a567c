import { HttpStatus, Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { setTimeout as sleep } from 'timers/promises';
import { Environment } from '../../common/config/environment';
import { AppError } from '../../common/http/app-error';
import { AttemptCounter, AttemptLimit, minutesToWait } from '../../common/rate-limit/attempt-counter';

/** How long a sign-in waits for a free place while other checks of its account or IP are running. */
const MAX_WAIT_MS = 15_000;
const POLL_MS = 25;

/** One sign-in's place in the limits: report how its password check ended, exactly once. */
export interface SignInAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
  /** The check never happened (an error in between): frees the place without counting. */
  abandoned(): Promise<void>;
}

const refused = (retryAfterSeconds: number) =>
  new AppError(
    HttpStatus.TOO_MANY_REQUESTS,
    'SIGN_IN_RATE_LIMITED',
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutesToWait(retryAfterSeconds)} erneut.`,
    { retryAfterSeconds },
  );

/**
 * Failed sign-ins per account and per IP over a fixed window. A password check may only start while the
 * failures plus the checks still running stay below the limit (one atomic step in Redis), so no more than
 * the limit of wrong passwords is ever checked, however many arrive at once. Only failures are counted:
 * a sign-in that finds every place taken by running checks waits for one instead of being refused, so
 * right passwords are never turned away because others are in flight. A success resets the account's count.
 */
@Injectable()
export class SignInRateLimiter {
  constructor(
    private readonly attempts: AttemptCounter,
    private readonly env: Environment,
  ) {}

  private limits(email: string, ip: string): AttemptLimit[] {
    return [
      { key: `sign-in:account:${email}`, max: this.env.SIGN_IN_MAX_PER_ACCOUNT },
      { key: `sign-in:ip:${ip}`, max: this.env.SIGN_IN_MAX_PER_IP },
    ];
  }

  /** Takes a place for this password check, waiting while others run; 429 when the failures used up a limit. */
  async reserveAttempt(email: string, ip: string): Promise<SignInAttempt> {
    const limits = this.limits(email, ip);
    const window = this.env.SIGN_IN_WINDOW_SECONDS;
    const token = randomUUID();
    const deadline = Date.now() + MAX_WAIT_MS;
    for (;;) {
      const answer = await this.attempts.takeSlot(limits, token);
      if (answer.taken) break;
      if (!answer.busy) throw refused(answer.retryAfterSeconds);
      if (Date.now() >= deadline) throw refused(60);
      await sleep(POLL_MS + Math.random() * POLL_MS);
    }
    const release = (failed: boolean) => this.attempts.releaseSlot(limits, window, token, failed);
    return {
      failed: () => release(true),
      succeeded: async () => {
        await release(false);
        await this.resetAccount(email);
      },
      abandoned: () => release(false),
    };
  }

  /** After a password reset the account may try again at once. */
  async resetAccount(email: string): Promise<void> {
    await this.attempts.reset([this.limits(email, '')[0].key]);
  }
}
