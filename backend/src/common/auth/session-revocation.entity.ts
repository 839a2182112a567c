import { Entity, Index, PrimaryColumn } from 'typeorm';
import { Timestamp } from '../database/columns';

/**
 * An ended session (refresh-token family) whose access tokens may still be unexpired. The source of
 * truth for revocations: Redis holds a copy for the per-request check and is refilled from here
 * whenever it may have lost one (outage, restart).
 */
@Entity('session_revocations')
@Index('ix_session_revocations_expires_at', ['expiresAt'])
export class SessionRevocation {
  @PrimaryColumn({ type: 'uuid' })
  sessionId: string;

  /** When the last access token of the session has expired; the row is of no use afterwards. */
  @Timestamp()
  expiresAt: Date;
}
