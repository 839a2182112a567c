import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncLocalStorage } from 'async_hooks';
import { createHash } from 'crypto';
import type { Pool, PoolClient } from 'pg';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { IsolationLevel } from 'typeorm/driver/types/IsolationLevel';

interface TransactionState {
  manager: EntityManager;
  afterCommit: (() => unknown)[];
}

const current = new AsyncLocalStorage<TransactionState>();

/**
 * A prepared statement's name per text: a connection keeps one statement per name, so the text decides it. Hot
 * paths use a handful of fixed texts; should a caller ever build texts without end, those beyond the bound run
 * unnamed (parsed each time) instead of filling every connection with statements.
 */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 200;
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The transaction of the running request or job, without passing an entity manager around: code that
 * reads `tx.manager` joins the surrounding transaction when there is one. Cart, stock, order, number
 * sequence, audit and outbox writes of one request thereby commit or roll back together.
 */
@Injectable()
export class TransactionHost {
  private readonly logger = new Logger(TransactionHost.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The manager of the surrounding transaction, or the plain one (autocommit) outside any. */
  get manager(): EntityManager {
    return current.getStore()?.manager ?? this.dataSource.manager;
  }

  get inTransaction(): boolean {
    return current.getStore() !== undefined;
  }

  /**
   * One statement of a hot path, straight through `pg` on the transaction's connection (or the pool outside one),
   * as a named prepared statement: each connection parses and plans it once, not on every call, and TypeORM's
   * per-statement wrapping is skipped (docs/performance.md, "Checkout speed, session 10"). Errors arrive as
   * TypeORM's QueryFailedError, like those of `manager.query`. Returns the rows (none for a write without RETURNING).
   */
  async query<T>(text: string, values: unknown[]): Promise<T[]> {
    const runner = current.getStore()?.manager.queryRunner as PostgresQueryRunner | undefined;
    const connection: Pool | PoolClient = runner ? ((await runner.connect()) as PoolClient) : this.pool();
    try {
      return (await connection.query<T & object>({ name: statementName(text), text, values })).rows;
    } catch (error) {
      throw new QueryFailedError(text, values, error as Error);
    }
  }

  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }

  /** Runs `work` in a transaction; called inside one, it simply joins it (no savepoint). */
  async run<T>(work: () => Promise<T>, isolation?: IsolationLevel): Promise<T> {
    if (current.getStore()) return work();
    const afterCommit: (() => unknown)[] = [];
    const run = (manager: EntityManager) => current.run({ manager, afterCommit }, work);
    const result = isolation ? await this.dataSource.transaction(isolation, run) : await this.dataSource.transaction(run);
    for (const hook of afterCommit) {
      try {
        await hook();
      } catch (error) {
        this.logger.warn(`Nacharbeit nach dem Commit fehlgeschlagen: ${(error as Error).message}`);
      }
    }
    return result;
  }

  /**
   * Work that must only happen once the change is committed and is allowed to be lost (an in-process
   * cache, a pub/sub hint). Work that must not be lost goes through the outbox instead.
   * Outside a transaction it runs at once.
   */
  afterCommit(hook: () => unknown): void {
    const state = current.getStore();
    if (state) state.afterCommit.push(hook);
    else void Promise.resolve().then(hook).catch((error: Error) => this.logger.warn(`Nacharbeit fehlgeschlagen: ${error.message}`));
  }
}

/**
 * Runs the method in a transaction of the instance's `tx` (a TransactionHost); nested calls join.
 * The class must expose its TransactionHost as `readonly tx`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AsyncMethod = (...args: any[]) => Promise<unknown>;

export function Transactional(isolation?: IsolationLevel) {
  return <T extends { readonly tx: TransactionHost }, M extends AsyncMethod>(
    _target: T,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    const original = descriptor.value!;
    descriptor.value = function (this: T, ...args: Parameters<M>) {
      return this.tx.run(() => original.apply(this, args), isolation);
    } as M;
  };
}
