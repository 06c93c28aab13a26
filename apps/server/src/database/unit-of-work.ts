import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, DatabaseHandle, ExecuteSql } from './drivers.js';

/** The open transaction of a unit of work, as the repositories and the job queue see it. */
export interface TransactionScope {
  db: Database<Record<string, unknown>>;
  /** pg-boss runs its insert on this, so a job is enqueued only if the transaction commits. */
  executeSql: ExecuteSql;
  /** Runs after the commit, never after a rollback (for work that has no place inside the database). */
  afterCommit(callback: () => Promise<void> | void): void;
}

export interface UnitOfWork<Schema extends Record<string, unknown> = Record<string, unknown>> {
  /**
   * Runs `work` in one transaction. Every repository built on `scopedDb` joins it, whatever service calls it;
   * a unit of work started inside another joins the outer one.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** The transaction `run` has open on this async path, if any. */
  current(): TransactionScope | undefined;
  /** A database that is the open transaction inside `run` and the plain database outside it. */
  scopedDb: Database<Schema>;
}

interface DriverClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The driver connection a drizzle transaction runs on (PGlite's Transaction or pg's PoolClient); both answer
 * query(text, values). drizzle keeps it on `session.client`, which is not public API, so it is read in this one place.
 */
function driverClientOf(transaction: unknown): DriverClient {
  const session = (transaction as unknown as { session?: { client?: DriverClient } }).session;
  if (!session?.client || typeof session.client.query !== 'function') {
    throw new Error('drizzle transaction without a driver client: check the drizzle-orm version');
  }
  return session.client;
}

export function createUnitOfWork<Schema extends Record<string, unknown>>(database: DatabaseHandle<Schema>): UnitOfWork<Schema> {
  const storage = new AsyncLocalStorage<TransactionScope>();
  const current = () => storage.getStore();

  // Property reads go to the open transaction when there is one, so repositories need no transaction argument.
  // On PGlite this is also what keeps a query inside a unit of work from waiting on the transaction it is part of.
  const scopedDb = new Proxy({} as Database<Schema>, {
    get: (_target, property) => Reflect.get(current()?.db ?? database.db, property),
  });

  return {
    scopedDb,
    current,
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (current()) return work();
      const afterCommit: (() => Promise<void> | void)[] = [];
      const result = await database.db.transaction(async (transaction) => {
        const client = driverClientOf(transaction);
        const scope: TransactionScope = {
          db: transaction as unknown as Database<Record<string, unknown>>,
          executeSql: (text, values) => client.query(text, values),
          afterCommit: (callback) => void afterCommit.push(callback),
        };
        return storage.run(scope, work);
      });
      for (const callback of afterCommit) await callback();
      return result;
    },
  };
}
