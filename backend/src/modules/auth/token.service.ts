import { HttpStatus, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, createHmac, hkdfSync, randomBytes, randomUUID } from 'crypto';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_TTL_SECONDS, AccessTokenClaims } from '../../common/auth/access-token';
import { Role } from '../../common/auth/role';
import { SessionRevocationService } from '../../common/auth/session-revocation.service';
import { Environment } from '../../common/config/environment';
import { AppError } from '../../common/http/app-error';
import { MfaFactor, MfaFactorStatus } from './entities/mfa-factor.entity';
import { UsersService, type User } from '../users/users.service';
import { AssuranceLevel, RefreshToken } from './entities/refresh-token.entity';
import { REFRESH_TOKEN_TTL_DAYS } from './refresh-cookie';

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  user: User;
  aal: AssuranceLevel;
  /** The roles the access token carries: none while a second factor is still owed. */
  roles: Role[];
  /** True when the user has a verified factor and this aal1 session must still pass its challenge. */
  mfaRequired: boolean;
  /** That factor, when mfaRequired. */
  mfaFactorId: string | null;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** How long after a rotation the previous refresh token still yields the same successor (parallel tabs). */
export const REUSE_GRACE_SECONDS = 10;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sessionExpired = () =>
  new AppError(HttpStatus.UNAUTHORIZED, 'SESSION_EXPIRED', 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');

/**
 * Access JWTs and rotating refresh tokens with reuse detection (a reused token revokes its family).
 * A user with a verified second factor gets an aal1 session without roles until the challenge is
 * passed: it can read /api/auth/me, answer the challenge and sign out, nothing else. Verifying
 * replaces it by an aal2 session (elevate).
 */
@Injectable()
export class TokenService {
  private readonly successorKey: Buffer;

  constructor(
    env: Environment,
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly revocations: SessionRevocationService,
    private readonly users: UsersService,
  ) {
    this.successorKey = Buffer.from(hkdfSync('sha256', env.JWT_SECRET, '', 'refresh-token-successor', 32));
  }

  async startSession(user: User, aal: AssuranceLevel, client: ClientInfo): Promise<IssuedSession> {
    return this.issue(user, aal, randomUUID(), client);
  }

  /** After a passed challenge: a new aal2 session replaces the current one. */
  async elevate(userId: string, currentSessionId: string, client: ClientInfo): Promise<IssuedSession> {
    const user = await this.users.findById(userId);
    if (!user) throw sessionExpired();
    const session = await this.issue(user, 'aal2', randomUUID(), client);
    await this.endSessions(user.id, currentSessionId, 'local');
    return session;
  }

  /** Every session of the user, e.g. after a password change. */
  async endAllSessions(userId: string): Promise<void> {
    const families = await this.dataSource
      .getRepository(RefreshToken)
      .createQueryBuilder('token')
      .select('DISTINCT token.familyId', 'familyId')
      .where({ userId })
      .getRawMany<{ familyId: string }>();
    await this.dataSource.getRepository(RefreshToken).update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    await this.revocations.revoke(families.map((row) => row.familyId));
  }

  /**
   * Trades a refresh token for a new pair; the old one is marked replaced inside one locked transaction.
   * Two tabs that refresh at the same moment both present the same token: the one that comes second
   * (within REUSE_GRACE_SECONDS of the rotation, while the successor is still unused) gets the same
   * successor again instead of ending the session. Any other reuse revokes the family.
   */
  async rotate(rawToken: string | undefined, client: ClientInfo): Promise<IssuedSession> {
    if (!rawToken) throw sessionExpired();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(RefreshToken, {
        where: { tokenHash: sha256(rawToken) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) return { kind: 'unknown' as const };
      const successorRaw = this.successorOf(rawToken);
      if (current.replacedById && !current.revokedAt && (await this.isFreshSuccessor(manager, current.replacedById, successorRaw))) {
        const user = await this.users.findById(current.userId);
        if (!user || user.lockedAt) return { kind: 'unknown' as const };
        const access = await this.accessFor(manager, user, current.aal);
        return { kind: 'rotated' as const, user, aal: current.aal, familyId: current.familyId, raw: successorRaw, ...access };
      }
      if (current.replacedById || current.revokedAt) {
        await manager.update(RefreshToken, { familyId: current.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
        return { kind: 'reused' as const, familyId: current.familyId };
      }
      if (current.expiresAt.getTime() <= Date.now()) return { kind: 'unknown' as const };
      const user = await this.users.findById(current.userId);
      if (!user || user.lockedAt) return { kind: 'unknown' as const };
      const next = this.newRefreshToken(user.id, current.familyId, current.aal, client, successorRaw);
      await manager.insert(RefreshToken, next.entity);
      await manager.update(RefreshToken, { id: current.id }, { replacedById: next.entity.id });
      const access = await this.accessFor(manager, user, current.aal);
      return { kind: 'rotated' as const, user, aal: current.aal, familyId: current.familyId, raw: next.raw, ...access };
    });
    if (outcome.kind === 'reused') {
      await this.revocations.revoke([outcome.familyId]);
      throw new AppError(
        HttpStatus.UNAUTHORIZED,
        'REFRESH_TOKEN_REUSED',
        'Diese Sitzung wurde aus Sicherheitsgründen beendet. Bitte melden Sie sich erneut an.',
      );
    }
    if (outcome.kind === 'unknown') throw sessionExpired();
    return {
      accessToken: this.signAccessToken(outcome.user, outcome, outcome.aal, outcome.familyId),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      refreshToken: outcome.raw,
      user: outcome.user,
      aal: outcome.aal,
      roles: outcome.roles,
      mfaRequired: outcome.mfaRequired,
      mfaFactorId: outcome.mfaFactorId,
    };
  }

  /** Ends sessions: `local` this one, `others` all but this one, `global` all of the user's. */
  async endSessions(userId: string, currentSessionId: string, scope: 'local' | 'others' | 'global'): Promise<void> {
    const where =
      scope === 'local'
        ? { userId, familyId: currentSessionId }
        : scope === 'others'
          ? { userId, familyId: Not(currentSessionId) }
          : { userId };
    const families = await this.dataSource
      .getRepository(RefreshToken)
      .createQueryBuilder('token')
      .select('DISTINCT token.familyId', 'familyId')
      .where(where)
      .andWhere('token.revokedAt IS NULL')
      .getRawMany<{ familyId: string }>();
    await this.dataSource.getRepository(RefreshToken).update({ ...where, revokedAt: IsNull() }, { revokedAt: new Date() });
    const ids = new Set(families.map((row) => row.familyId));
    if (scope !== 'others') ids.add(currentSessionId);
    await this.revocations.revoke([...ids]);
  }

  private async issue(user: User, aal: AssuranceLevel, familyId: string, client: ClientInfo): Promise<IssuedSession> {
    const next = this.newRefreshToken(user.id, familyId, aal, client);
    await this.dataSource.getRepository(RefreshToken).insert(next.entity);
    const access = await this.accessFor(this.dataSource.manager, user, aal);
    return {
      accessToken: this.signAccessToken(user, access, aal, familyId),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      refreshToken: next.raw,
      user,
      aal,
      ...access,
    };
  }

  private async accessFor(
    manager: EntityManager,
    user: User,
    aal: AssuranceLevel,
  ): Promise<{ roles: Role[]; mfaRequired: boolean; mfaFactorId: string | null }> {
    const open = { roles: user.roles, mfaRequired: false, mfaFactorId: null };
    if (aal === 'aal2') return open;
    const factor = await manager.findOne(MfaFactor, {
      where: { userId: user.id, status: MfaFactorStatus.Verified },
      select: { id: true },
      order: { createdAt: 'ASC' },
    });
    return factor ? { roles: [], mfaRequired: true, mfaFactorId: factor.id } : open;
  }

  /**
   * The successor of a refresh token is derived from it with a server key rather than drawn at random,
   * so the grace path can hand out the same successor again without storing any raw token.
   */
  private successorOf(rawToken: string): string {
    return createHmac('sha256', this.successorKey).update(rawToken).digest('base64url');
  }

  /** True while the successor is unused, unrevoked and younger than the grace period (its creation is the rotation). */
  private async isFreshSuccessor(manager: EntityManager, successorId: string, successorRaw: string): Promise<boolean> {
    const successor = await manager.findOne(RefreshToken, { where: { id: successorId }, lock: { mode: 'pessimistic_write' } });
    return (
      successor !== null &&
      successor.tokenHash === sha256(successorRaw) &&
      successor.replacedById === null &&
      successor.revokedAt === null &&
      successor.expiresAt.getTime() > Date.now() &&
      Date.now() - successor.createdAt.getTime() <= REUSE_GRACE_SECONDS * 1000
    );
  }

  private newRefreshToken(userId: string, familyId: string, aal: AssuranceLevel, client: ClientInfo, raw = randomBytes(32).toString('base64url')) {
    const entity: Partial<RefreshToken> = {
      id: randomUUID(),
      userId,
      familyId,
      aal,
      tokenHash: sha256(raw),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000),
      userAgent: client.userAgent?.slice(0, 255) ?? null,
      ip: client.ip.slice(0, 64),
    };
    return { raw, entity };
  }

  private signAccessToken(user: User, access: { roles: Role[]; mfaRequired: boolean }, aal: AssuranceLevel, familyId: string): string {
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, roles: access.roles, aal, sid: familyId };
    if (access.mfaRequired) claims.mfaPending = true;
    return this.jwt.sign(claims, { audience: ACCESS_TOKEN_AUDIENCE, expiresIn: ACCESS_TOKEN_TTL_SECONDS });
  }
}
