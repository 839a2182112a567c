import { EntityManager } from 'typeorm';
import { AdminAction } from './entities/admin-action.entity';

export interface AdminActionEntry {
  adminUserId: string;
  actionType: string;
  targetType: 'product' | 'category' | 'dealer_profile';
  targetId: string;
  message?: string;
  details?: Record<string, unknown>;
}

/**
 * The one way to write the audit log: the row goes through the caller's transaction, so the change and
 * its record commit together.
 */
// `as never`: TypeORM's deep-partial type cannot describe a free-form jsonb object.
export async function recordAdminAction(manager: EntityManager, entry: AdminActionEntry): Promise<void> {
  await manager.getRepository(AdminAction).insert({
    adminUserId: entry.adminUserId,
    actionType: entry.actionType,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: (entry.message === undefined ? { ...entry.details } : { message: entry.message, ...entry.details }) as never,
  });
}
