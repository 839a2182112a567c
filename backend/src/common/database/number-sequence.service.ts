import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { berlinDay } from '../money/pricing';
import { TransactionHost } from './transaction-host';

const NAME = /^[a-z][a-z_]{0,30}$/;

/**
 * Human-readable numbers, sequential per name and Berlin calendar year (B-2026-000042).
 *
 * `next` counts in a row of `number_sequences`, incremented in the caller's transaction and locked until it
 * ends: a rolled-back caller gives its number back, so committed numbers have no gaps (invoices need that).
 * `nextExpression` counts in a PostgreSQL sequence per name and year, which locks nothing: for numbers
 * taken at the rate of checkouts, where one locked counter row would queue every checkout behind the
 * previous commit. A caller that rolls back after taking one leaves a gap.
 */
@Injectable()
export class NumberSequenceService {
  private readonly ensured = new Set<string>();

  constructor(
    private readonly tx: TransactionHost,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async next(name: string, prefix: string, digits: number, now: Date = new Date()): Promise<string> {
    const year = yearOf(now);
    const [row] = await this.tx.manager.query<{ last_value: number }[]>(
      `INSERT INTO number_sequences (name, year, last_value) VALUES ($1, $2, 1)
       ON CONFLICT (name, year) DO UPDATE SET last_value = number_sequences.last_value + 1
       RETURNING last_value`,
      [name, year],
    );
    return format(prefix, year, row.last_value, digits);
  }

  /**
   * A SQL expression that takes the next number when the statement runs, e.g. as the value of an UPDATE,
   * so that taking and storing the number is one round trip. The year's sequence is created on first use
   * and continues from the counter row, should `next` have counted under this name and year before.
   *
   * Call it before opening the transaction that uses the expression: the year's sequence is checked (once per
   * process and year) on a connection of its own, and callers that each held a connection while waiting for a
   * second one would wait for each other until the pool gives up (20 checkouts at once after a start: 5 s, then
   * 503 for all). Inside a transaction it refuses, unless this process has already checked the year.
   */
  async nextExpression(name: string, prefix: string, digits: number, now: Date = new Date()): Promise<string> {
    if (!NAME.test(name) || !/^[A-Z]{1,5}$/.test(prefix) || !Number.isInteger(digits)) throw new Error(`Ungültige Nummernfolge ${name}`);
    const year = yearOf(now);
    const sequence = `number_seq_${name}_${year}`;
    if (!this.ensured.has(sequence)) {
      if (this.tx.inTransaction) throw new Error(`Nummernfolge ${sequence}: vor der Transaktion vorbereiten (nextExpression außerhalb aufrufen)`);
      await this.ensureSequence(sequence, name, year);
      this.ensured.add(sequence);
    }
    return `'${prefix}-${year}-' || lpad(nextval('${sequence}')::text, ${digits}, '0')`;
  }

  private async ensureSequence(sequence: string, name: string, year: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`sequence:${sequence}`]);
      const [exists] = await manager.query<unknown[]>(`SELECT 1 FROM pg_class WHERE relkind = 'S' AND relname = $1`, [sequence]);
      if (exists) return;
      const [counted] = await manager.query<{ last_value: number }[]>(`SELECT last_value FROM number_sequences WHERE name = $1 AND year = $2`, [name, year]);
      await manager.query(`CREATE SEQUENCE ${sequence} START WITH ${(counted?.last_value ?? 0) + 1}`);
    });
  }
}

const yearOf = (now: Date) => Number(berlinDay(now).slice(0, 4));
const format = (prefix: string, year: number, value: number, digits: number) => `${prefix}-${year}-${String(value).padStart(digits, '0')}`;
