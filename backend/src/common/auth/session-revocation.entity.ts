import { Entity, Index, PrimaryColumn } from 'typeorm';
import { Timestamp } from '../database/columns';

/**
 * An ended session (refresh-token family) whose access tokens may still be unexpired. The source of
 * truth for revocations: every process keeps the live ones in memory for the per-request check and
 * loads them from here whenever it may have missed one (start, Redis outage or hang).
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
