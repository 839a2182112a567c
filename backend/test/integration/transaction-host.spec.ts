import type { Pool } from 'pg';
import { QueryFailedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { TransactionHost } from '../../src/common/database/transaction-host';
import { startTestApp, TestApp } from '../support/test-app';

const txid = 'SELECT txid_current()::text AS id';
const OUTBOX_ROW = `INSERT INTO outbox_messages (job_name, payload) VALUES ('mail.send', '{}')`;

describe('TransactionHost: one connection per transaction, for the hot statements and for TypeORM alike', () => {
  let t: TestApp;
  let tx: TransactionHost;
  const pool = () => (t.dataSource.driver as PostgresDriver).master as Pool;
  const outboxCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM outbox_messages`))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    tx = t.app.get(TransactionHost);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('runs the raw statements and the manager of one transaction in the same database transaction', async () => {
    const [viaQuery, viaManager, nested] = await tx.run(async () => [
      (await tx.query<{ id: string }>(txid, []))[0].id,
      ((await tx.manager.query(txid)) as { id: string }[])[0].id,
      await tx.run(async () => (await tx.query<{ id: string }>(txid, []))[0].id),
    ]);
    expect(viaManager).toBe(viaQuery);
    expect(nested).toBe(viaQuery); // a nested run joins
    const [outside] = await tx.query<{ id: string }>(txid, []);
    expect(outside.id).not.toBe(viaQuery);
  });

  it('commits what both wrote, and rolls both back when the work fails', async () => {
    await tx.run(async () => {
      await tx.query(OUTBOX_ROW, []);
      await tx.manager.query(OUTBOX_ROW);
    });
    expect(await outboxCount()).toBe(2);

    await expect(
      tx.run(async () => {
        await tx.query(OUTBOX_ROW, []);
        await tx.manager.query(OUTBOX_ROW);
        throw new Error('Abbruch nach dem Schreiben');
      }),
    ).rejects.toThrow('Abbruch nach dem Schreiben');
    expect(await outboxCount()).toBe(2);
  });

  it('begins with the isolation level asked for', async () => {
    const levels = await tx.run(async () => [
      (await tx.query<{ transaction_isolation: string }>('SHOW transaction_isolation', []))[0].transaction_isolation,
      ((await tx.manager.query('SHOW transaction_isolation')) as { transaction_isolation: string }[])[0].transaction_isolation,
    ], 'SERIALIZABLE');
    expect(levels).toEqual(['serializable', 'serializable']);
  });

  it('reports a failing COMMIT as a QueryFailedError and keeps the after-commit work from running', async () => {
    let afterCommitRan = false;
    const failure = await tx
      .run(async () => {
        // a deferred unique check fails only at COMMIT; the temporary table goes with the transaction
        await tx.query('CREATE TEMPORARY TABLE deferred_probe (id int UNIQUE DEFERRABLE INITIALLY DEFERRED) ON COMMIT DROP', []);
        await tx.query('INSERT INTO deferred_probe VALUES (1), (1)', []);
        tx.afterCommit(() => (afterCommitRan = true));
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('23505');
    expect(afterCommitRan).toBe(false);
    expect(await tx.run(async () => (await tx.query<{ one: number }>('SELECT 1 AS one', []))[0].one)).toBe(1);
  });

  it('gives every connection back to the pool, after commits and failures alike', async () => {
    const size = Number(t.env.DATABASE_POOL_SIZE ?? 20);
    for (let index = 0; index < size * 2; index++) {
      const work = tx.run(async () => {
        void tx.manager; // a TypeORM runner joins each of them
        await tx.query('SELECT 1', []);
        if (index % 2) throw new Error('Abbruch');
      });
      await (index % 2 ? expect(work).rejects.toThrow('Abbruch') : work);
    }
    expect(pool().waitingCount).toBe(0);
    expect(pool().idleCount).toBe(pool().totalCount);
  });

  it('refuses a manager kept beyond its transaction instead of running it outside', async () => {
    const kept = await tx.run(async () => tx.manager);
    await expect(kept.query('SELECT 1')).rejects.toBeInstanceOf(QueryRunnerProviderAlreadyReleasedError);
  });
});
