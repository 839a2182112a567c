import { Injectable } from '@nestjs/common';
import { berlinDay } from '../money/pricing';
import { TransactionHost } from './transaction-host';

/**
 * Human-readable numbers, sequential per name and Berlin calendar year (B-2026-000042). The counter row
 * is incremented in the caller's transaction and stays locked until it ends: a rolled-back order gives
 * its number back, so committed numbers have no gaps.
 */
@Injectable()
export class NumberSequenceService {
  constructor(private readonly tx: TransactionHost) {}

  async next(name: string, prefix: string, digits: number, now: Date = new Date()): Promise<string> {
    const year = Number(berlinDay(now).slice(0, 4));
    const [row] = await this.tx.manager.query<{ last_value: number }[]>(
      `INSERT INTO number_sequences (name, year, last_value) VALUES ($1, $2, 1)
       ON CONFLICT (name, year) DO UPDATE SET last_value = number_sequences.last_value + 1
       RETURNING last_value`,
      [name, year],
    );
    return `${prefix}-${year}-${String(row.last_value).padStart(digits, '0')}`;
  }
}
