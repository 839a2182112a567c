import { Injectable } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import { AuthUser } from '../../common/auth/decorators';
import { TransactionHost } from '../../common/database/transaction-host';
import { AuditService } from '../audit/audit.service';
import { Company } from './entities/company.entity';

export interface DeliveryBlock {
  companyId: string;
  blockedAt: Date;
  reason: string;
}

/**
 * Liefersperre of a company: set when an invoice passed the last dunning level, lifted when it is paid or by an
 * administrator. Inside the caller's transaction; checkout reads companies.deliveryBlockedAt.
 */
@Injectable()
export class DeliveryBlockService {
  constructor(
    readonly tx: TransactionHost,
    private readonly audit: AuditService,
  ) {}

  /** Blocks the company unless it is blocked already (the first reason stays). True when this call blocked it. */
  async block(companyId: string, reason: string): Promise<boolean> {
    const result = await this.tx.manager.update(Company, { id: companyId, deliveryBlockedAt: IsNull() }, { deliveryBlockedAt: new Date(), deliveryBlockReason: reason.slice(0, 300) });
    return (result.affected ?? 0) > 0;
  }

  /** Lifts the block; by an administrator (audited) or by the system (admin null, e.g. the invoice was paid). True when it was blocked. */
  async release(companyId: string, admin: AuthUser | null, reason: string): Promise<boolean> {
    const before = await this.tx.manager.findOne(Company, { where: { id: companyId, deliveryBlockedAt: Not(IsNull()) }, lock: { mode: 'pessimistic_write' } });
    if (!before) return false;
    await this.tx.manager.update(Company, { id: companyId }, { deliveryBlockedAt: null, deliveryBlockReason: null });
    if (admin) {
      await this.audit.record({
        adminUserId: admin.id,
        actionType: 'company.delivery-block-released',
        targetType: 'company',
        targetId: companyId,
        message: `Liefersperre aufgehoben: ${reason}`,
        details: { reason, blockedAt: before.deliveryBlockedAt, blockReason: before.deliveryBlockReason },
      });
    }
    return true;
  }

  /** The block of each given company that has one. */
  async blocksOf(companyIds: string[]): Promise<DeliveryBlock[]> {
    if (companyIds.length === 0) return [];
    const rows = await this.tx.manager.query<DeliveryBlock[]>(
      `SELECT id AS "companyId", delivery_blocked_at AS "blockedAt", delivery_block_reason AS reason FROM companies
        WHERE id = ANY($1::uuid[]) AND delivery_blocked_at IS NOT NULL`,
      [companyIds],
    );
    return rows;
  }

  /** Ids of every blocked company (few). */
  async blockedCompanyIds(): Promise<string[]> {
    const rows = await this.tx.manager.query<{ id: string }[]>('SELECT id FROM companies WHERE delivery_blocked_at IS NOT NULL');
    return rows.map((row) => row.id);
  }

  /** Whether the company exists (for a 404 on an unknown id). */
  exists(companyId: string): Promise<boolean> {
    return this.tx.manager.existsBy(Company, { id: companyId });
  }
}
