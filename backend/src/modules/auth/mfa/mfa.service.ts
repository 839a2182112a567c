import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'crypto';
import Redis from 'ioredis';
import { toDataURL } from 'qrcode';
import { DataSource, Not } from 'typeorm';
import { AuthUser } from '../../../common/auth/decorators';
import { Environment } from '../../../common/config/environment';
import { AppError } from '../../../common/http/app-error';
import { AttemptCounter, minutesToWait } from '../../../common/rate-limit/attempt-counter';
import { REDIS } from '../../../common/redis/redis.module';
import { MfaFactor, MfaFactorStatus } from '../entities/mfa-factor.entity';
import { MfaFactorDto } from '../dto/session.dto';
import { ClientInfo, IssuedSession, TokenService } from '../token.service';
import { ChallengeFactorDto, EnrolledFactorDto, EnrollFactorDto, MfaChallengeDto, VerifyFactorDto } from './mfa.dto';
import { SecretBox } from './secret-box';
import { generateTotpSecret, matchTotp, otpauthUri } from './totp';

const ISSUER = 'Radwerk B2B';
const CHALLENGE_TTL_SECONDS = 300;
const MAX_ATTEMPTS_PER_CHALLENGE = 5;
const MAX_FAILURES_PER_FACTOR = 10;
const FAILURE_WINDOW_SECONDS = 900;

interface StoredChallenge {
  factorId: string;
  userId: string;
}

const factorNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'MFA_FACTOR_NOT_FOUND', 'Dieser zweite Faktor wurde nicht gefunden.');
const challengeExpired = () =>
  new AppError(HttpStatus.BAD_REQUEST, 'MFA_CHALLENGE_EXPIRED', 'Die Bestätigung ist abgelaufen. Bitte geben Sie einen neuen Code ein.');

export function toMfaFactorDto(factor: MfaFactor): MfaFactorDto {
  return {
    id: factor.id,
    friendlyName: factor.friendlyName,
    factorType: factor.factorType,
    status: factor.status,
    createdAt: factor.createdAt.toISOString(),
  };
}

/** TOTP second factor: enrol (QR code), challenge, verify (raises the session to aal2), remove. */
@Injectable()
export class MfaService {
  private readonly box: SecretBox;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly tokens: TokenService,
    private readonly attempts: AttemptCounter,
    env: Environment,
  ) {
    this.box = new SecretBox(env.JWT_SECRET, 'mfa-totp-secret');
  }

  private get factors() {
    return this.dataSource.getRepository(MfaFactor);
  }

  async listVerified(userId: string): Promise<MfaFactorDto[]> {
    const factors = await this.factors.find({ where: { userId, status: MfaFactorStatus.Verified }, order: { createdAt: 'ASC' } });
    return factors.map(toMfaFactorDto);
  }

  /** One verified factor per account; an unfinished enrolment is replaced by a new one. */
  async enroll(user: AuthUser, input: EnrollFactorDto): Promise<EnrolledFactorDto> {
    if (await this.factors.existsBy({ userId: user.id, status: MfaFactorStatus.Verified })) {
      throw new AppError(
        HttpStatus.CONFLICT,
        'MFA_ALREADY_ENROLLED',
        'Es ist bereits eine Zwei-Faktor-Anmeldung eingerichtet. Entfernen Sie sie zuerst, um ein neues Gerät einzurichten.',
      );
    }
    const secret = generateTotpSecret();
    const factor = await this.dataSource.transaction(async (manager) => {
      await manager.delete(MfaFactor, { userId: user.id, status: MfaFactorStatus.Unverified });
      return manager.save(
        manager.create(MfaFactor, {
          userId: user.id,
          friendlyName: input.friendlyName ?? 'Authenticator-App',
          factorType: 'totp',
          secretEncrypted: this.box.seal(secret),
          status: MfaFactorStatus.Unverified,
        }),
      );
    });
    const uri = otpauthUri({ issuer: ISSUER, account: user.email, secret });
    return {
      id: factor.id,
      factorType: 'totp',
      friendlyName: factor.friendlyName,
      totp: { secret, uri, qrCode: await toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 }) },
    };
  }

  async challenge(user: AuthUser, factorId: string, _input: ChallengeFactorDto): Promise<MfaChallengeDto> {
    await this.ownFactor(user.id, factorId);
    const id = randomUUID();
    const stored: StoredChallenge = { factorId, userId: user.id };
    await this.redis.set(`mfa-challenge:${id}`, JSON.stringify(stored), 'EX', CHALLENGE_TTL_SECONDS);
    return { id, factorId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000).toISOString() };
  }

  /**
   * Checks the code against the challenge (single use, five attempts) and the factor (replay
   * protection by time step, ten failures per quarter hour); on success the session becomes aal2.
   */
  async verify(user: AuthUser, factorId: string, input: VerifyFactorDto, client: ClientInfo): Promise<IssuedSession> {
    const factor = await this.ownFactor(user.id, factorId);
    const challengeKey = `mfa-challenge:${input.challengeId}`;
    const raw = await this.redis.get(challengeKey);
    const stored = raw ? (JSON.parse(raw) as StoredChallenge) : null;
    if (!stored || stored.factorId !== factorId || stored.userId !== user.id) throw challengeExpired();

    // Counted before the code is checked, atomically, so parallel guesses cannot slip past the limits.
    const attemptsKey = `${challengeKey}:attempts`;
    const failuresKey = `mfa-failures:${factorId}`;
    const perChallenge = await this.attempts.reserve([{ key: attemptsKey, max: MAX_ATTEMPTS_PER_CHALLENGE }], CHALLENGE_TTL_SECONDS);
    if (!perChallenge.allowed) {
      await this.redis.del(challengeKey);
      throw challengeExpired();
    }
    const perFactor = await this.attempts.reserve([{ key: failuresKey, max: MAX_FAILURES_PER_FACTOR }], FAILURE_WINDOW_SECONDS);
    if (!perFactor.allowed) {
      throw new AppError(
        HttpStatus.TOO_MANY_REQUESTS,
        'MFA_RATE_LIMITED',
        `Zu viele falsche Codes. Bitte versuchen Sie es in ${minutesToWait(perFactor.retryAfterSeconds)} erneut.`,
        { retryAfterSeconds: perFactor.retryAfterSeconds },
      );
    }

    const step = matchTotp(this.box.open(factor.secretEncrypted), input.code, Date.now(), factor.lastUsedStep === null ? null : Number(factor.lastUsedStep));
    // The conditional update makes the step check atomic: two requests with one code cannot both pass.
    const accepted =
      step !== null &&
      ((
        await this.factors
          .createQueryBuilder()
          .update()
          .set({ lastUsedStep: String(step) })
          .where('id = :id AND (last_used_step IS NULL OR last_used_step < :step)', { id: factorId, step })
          .execute()
      ).affected ?? 0) === 1;

    if (!accepted) {
      throw new AppError(HttpStatus.BAD_REQUEST, 'MFA_CODE_INVALID', 'Der Code ist falsch oder abgelaufen. Bitte geben Sie den aktuellen Code aus Ihrer App ein.');
    }

    await this.redis.del(challengeKey, attemptsKey, failuresKey);
    if (factor.status === MfaFactorStatus.Unverified) {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(MfaFactor, { id: factorId }, { status: MfaFactorStatus.Verified, verifiedAt: new Date() });
        await manager.delete(MfaFactor, { userId: user.id, status: MfaFactorStatus.Unverified, id: Not(factorId) });
      });
    }
    return this.tokens.elevate(user.id, user.sessionId, client);
  }

  /** Removing a verified factor needs a session that has passed it (aal2). */
  async remove(user: AuthUser, factorId: string): Promise<void> {
    const factor = await this.ownFactor(user.id, factorId);
    if (factor.status === MfaFactorStatus.Verified && user.aal !== 'aal2') {
      throw new AppError(HttpStatus.FORBIDDEN, 'MFA_REQUIRED', 'Bitte bestätigen Sie zuerst einen Code aus Ihrer Authenticator-App.');
    }
    await this.factors.delete({ id: factorId, userId: user.id });
  }

  private async ownFactor(userId: string, factorId: string): Promise<MfaFactor> {
    const factor = await this.factors.findOneBy({ id: factorId, userId });
    if (!factor) throw factorNotFound();
    return factor;
  }
}
