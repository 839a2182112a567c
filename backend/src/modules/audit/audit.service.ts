import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../common/database/transaction-host';
import { AdminAction } from './entities/admin-action.entity';

export type AuditTarget = 'product' | 'category' | 'dealer_profile' | 'order' | 'ticket' | 'news' | 'import' | 'image_migration' | 'invoice' | 'company_member' | 'user' | 'company' | 'settings' | 'payment' | 'bank_statement' | 'dunning';

export interface AdminActionEntry {
  adminUserId: string;
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
    });
  }
}
