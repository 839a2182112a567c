import { EntityManager } from 'typeorm';
import { AdminAction } from '../audit/entities/admin-action.entity';

export interface AdminActionEntry {
  adminUserId: string;
  actionType: string;
  targetType: 'product' | 'category';
  targetId: string;
  message: string;
  details?: Record<string, unknown>;
}

/** Writes the audit row through the caller's transaction, so the change and its record commit together. */
export async function recordAdminAction(manager: EntityManager, entry: AdminActionEntry): Promise<void> {
  await manager.getRepository(AdminAction).insert({
    adminUserId: entry.adminUserId,
    actionType: entry.actionType,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: { message: entry.message, ...entry.details },
  });
}
