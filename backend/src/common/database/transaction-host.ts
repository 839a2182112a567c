import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncLocalStorage } from 'async_hooks';
import { createHash } from 'crypto';
import type { Pool, PoolClient } from 'pg';
import { DataSource, EntityManager, QueryFailedError, QueryRunner } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { IsolationLevel } from 'typeorm/driver/types/IsolationLevel';

interface TransactionState {
  /** The transaction's connection, taken from the pool for it: hot statements run straight on it. */
  client: PoolClient;
  afterCommit: (() => unknown)[];
  /** TypeORM's view of the same connection, made when code first asks for the manager (many transactions never do). */
  runner?: QueryRunner;
}

/** What a TypeORM query runner keeps to itself, set to make it join a transaction begun on our connection. */
interface JoinableRunner {
  databaseConnection: PoolClient;
  isTransactionActive: boolean;
  transactionDepth: number;
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
    const state = current.getStore();
    if (!state) return this.dataSource.manager;
    state.runner ??= this.runnerJoining(state.client);
    return state.runner.manager;
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
    return send<T>(current.getStore()?.client ?? this.pool(), text, values, statementName(text));
  }

  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }

  /**
   * A TypeORM query runner on the transaction's connection, told that its transaction is already running: it then
   * neither takes a connection of its own nor begins one (typeorm 0.3's PostgresQueryRunner uses a connection once set;
   * transaction-host.spec.ts fails should an upgrade change that).
   */
  private runnerJoining(client: PoolClient): QueryRunner {
    const runner = this.dataSource.createQueryRunner();
    Object.assign(runner as unknown as JoinableRunner, { databaseConnection: client, isTransactionActive: true, transactionDepth: 1 });
    return runner;
  }

  /** Gives the connection back; after a failure it is rolled back first, and dropped if even that fails. */
  private async end(state: TransactionState, failure?: Error): Promise<void> {
    let broken: Error | undefined;
    if (failure) broken = await send(state.client, 'ROLLBACK').then(() => undefined, (error: Error) => error);
    await state.runner?.release(); // marks it released: a manager kept beyond the transaction cannot run on
    state.client.release(broken);
  }

  /**
   * Runs `work` in a transaction; called inside one, it simply joins it (no savepoint). BEGIN and COMMIT go straight
   * to the connection: TypeORM's own transaction (a query runner with its events and logging around both) cost 4 % of a
   * checkout's CPU, and most transactions here never use the manager (docs/performance.md, session 16).
   */
  async run<T>(work: () => Promise<T>, isolation?: IsolationLevel): Promise<T> {
    if (current.getStore()) return work();
    const state: TransactionState = { client: await this.pool().connect(), afterCommit: [] };
    let result: T;
    try {
      await send(state.client, isolation ? `BEGIN ISOLATION LEVEL ${isolation}` : 'BEGIN');
      result = await current.run(state, work);
      await send(state.client, 'COMMIT');
    } catch (error) {
      await this.end(state, error as Error);
      throw error;
    }
    await this.end(state);
    for (const hook of state.afterCommit) {
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

/** One statement through `pg` (named: prepared once per connection), failing as TypeORM's QueryFailedError. */
async function send<T>(connection: Pool | PoolClient, text: string, values: unknown[] = [], name?: string): Promise<T[]> {
  try {
    return (await connection.query<T & object>({ name, text, values })).rows;
  } catch (error) {
    throw new QueryFailedError(text, values, error as Error);
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
