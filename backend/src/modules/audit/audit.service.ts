import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../common/database/transaction-host';
import { AdminAction } from './entities/admin-action.entity';

export type AuditTarget = 'product' | 'category' | 'dealer_profile' | 'order' | 'ticket' | 'news' | 'import' | 'image_migration' | 'invoice' | 'company_member' | 'user' | 'company' | 'settings' | 'payment' | 'bank_statement' | 'dunning';

export interface AdminActionEntry {
  /** Null where no person acted: the payment provider reported what undid an administrator's step. */
  adminUserId: string | null;
  actionType: string;
  targetType: AuditTarget;
  targetId: string;
  message?: string;
  details?: Record<string, unknown>;
}

/**
 * The one way to write the audit log: the row joins the surrounding transaction, so the change and its
 * record commit together (or neither does).
 */
@Injectable()
export class AuditService {
  constructor(private readonly tx: TransactionHost) {}

  // `as never`: TypeORM's deep-partial type cannot describe a free-form jsonb object.
  async record(entry: AdminActionEntry): Promise<void> {
    await this.tx.manager.getRepository(AdminAction).insert({
      adminUserId: entry.adminUserId,
      actionType: entry.actionType,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: (entry.message === undefined ? { ...entry.details } : { message: entry.message, ...entry.details }) as never,
      // The column's default, now(), is when the transaction began: two admins' moves of one order were then listed in
      // the order they started, not the order the row lock let them happen. The entry is written under that lock.
      createdAt: () => 'clock_timestamp()',
    });
  }

  /** When and by whom (e-mail) the newest entry of this kind about the target was written: who was first, for the second. */
  async lastEntry(
    targetType: AuditTarget,
    targetId: string,
    actionType: string,
    details: Record<string, unknown> = {},
  ): Promise<{ at: Date; by: string | null } | null> {
    const [row] = await this.tx.manager.query<{ created_at: Date; email: string | null }[]>(
      `SELECT a.created_at, u.email FROM admin_actions a LEFT JOIN users u ON u.id = a.admin_user_id
        WHERE a.target_type = $1 AND a.target_id = $2 AND a.action_type = $3 AND a.details @> $4::jsonb
        ORDER BY a.created_at DESC LIMIT 1`,
      [targetType, targetId, actionType, JSON.stringify(details)],
    );
    return row ? { at: row.created_at, by: row.email } : null;
  }

  /** The newest audit row of any action on the target written at or after `since`, with who wrote it. */
  async latestSince(targetType: AuditTarget, targetId: string, since: Date): Promise<{ at: Date; by: string | null; actionType: string } | null> {
    const [row] = await this.tx.manager.query<{ created_at: Date; email: string | null; action_type: string }[]>(
      `SELECT a.created_at, u.email, a.action_type FROM admin_actions a LEFT JOIN users u ON u.id = a.admin_user_id
        WHERE a.target_type = $1 AND a.target_id = $2 AND a.created_at >= $3
        ORDER BY a.created_at DESC LIMIT 1`,
      [targetType, targetId, since],
    );
    return row ? { at: row.created_at, by: row.email, actionType: row.action_type } : null;
  }
}
