import { HttpStatus, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'crypto';
import { IsNull } from 'typeorm';
import { TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { AuthToken, AuthTokenPurpose } from './entities/auth-token.entity';

export const LINK_TTL_MS: Record<AuthTokenPurpose, number> = {
  [AuthTokenPurpose.ConfirmEmail]: 48 * 3600 * 1000,
  [AuthTokenPurpose.ResetPassword]: 60 * 60 * 1000,
  [AuthTokenPurpose.StaffInvite]: 7 * 24 * 3600 * 1000,
};

const MESSAGES: Record<AuthTokenPurpose, { expired: string; invalid: string }> = {
  [AuthTokenPurpose.ConfirmEmail]: {
    expired: 'Der Bestätigungslink ist abgelaufen. Bitte fordern Sie eine neue Bestätigungs-E-Mail an.',
    invalid: 'Der Bestätigungslink ist ungültig oder wurde bereits verwendet.',
  },
  [AuthTokenPurpose.ResetPassword]: {
    expired: 'Der Link zum Zurücksetzen ist abgelaufen. Bitte fordern Sie einen neuen an.',
    invalid: 'Der Link zum Zurücksetzen ist ungültig oder wurde bereits verwendet.',
  },
  [AuthTokenPurpose.StaffInvite]: {
    expired: 'Die Einladung ist abgelaufen. Bitte bitten Sie den Inhaber Ihrer Firma um eine neue Einladung.',
    invalid: 'Die Einladung ist ungültig oder wurde bereits verwendet.',
  },
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** 400 LINK_INVALID with the German message of the link's kind. */
export const linkInvalid = (purpose: AuthTokenPurpose) => new AppError(HttpStatus.BAD_REQUEST, 'LINK_INVALID', MESSAGES[purpose].invalid);

/**
 * Tokens behind e-mail links: 256 random bits, only their SHA-256 stored, expiring, single-use.
 * Consuming is one conditional UPDATE, so two clicks at once cannot both succeed.
 */
@Injectable()
export class EmailLinksService {
  constructor(private readonly tx: TransactionHost) {}

  /** A new token; earlier unused tokens of the same purpose stop working. */
  async issue(userId: string, purpose: AuthTokenPurpose, ttlMs = LINK_TTL_MS[purpose]): Promise<string> {
    const manager = this.tx.manager;
    const raw = randomBytes(32).toString('base64url');
    await manager.delete(AuthToken, { userId, purpose, usedAt: IsNull() });
    await manager.insert(AuthToken, {
      userId,
      purpose,
      tokenHash: sha256(raw),
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return raw;
  }

  /** Whose unused token this is, without using it up (null for an unknown one); the caller consumes it afterwards. */
  async holderOf(raw: string, purpose: AuthTokenPurpose): Promise<string | null> {
    const token = await this.tx.manager.findOne(AuthToken, { select: { id: true, userId: true }, where: { tokenHash: sha256(raw), purpose, usedAt: IsNull() } });
    return token?.userId ?? null;
  }

  /** Marks the token used and returns its user, or throws the German message for expired/used/unknown. */
  async consume(raw: string, purpose: AuthTokenPurpose): Promise<string> {
    const manager = this.tx.manager;
    const hash = sha256(raw);
    const [rows] = (await manager.query(
      `UPDATE auth_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [hash, purpose],
    )) as [{ user_id: string }[], number];
    if (rows.length === 1) return rows[0].user_id;
    const known = await manager.findOneBy(AuthToken, { tokenHash: hash, purpose });
    const expired = known !== null && known.usedAt === null;
    throw expired ? new AppError(HttpStatus.GONE, 'LINK_EXPIRED', MESSAGES[purpose].expired) : linkInvalid(purpose);
  }

  async discardUnused(userId: string, purpose: AuthTokenPurpose): Promise<void> {
    await this.tx.manager.delete(AuthToken, { userId, purpose, usedAt: IsNull() });
  }
}
