import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/**
 * The common base of both drivers, so every repository works on PGlite and on PostgreSQL. The tables come from
 * the modules (src/database/schema.ts); infra only knows that there are some.
 */
export type Database<Schema extends Record<string, unknown> = Record<string, unknown>> = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs one SQL text with positional parameters, the shape pg-boss asks of a database. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle<Schema extends Record<string, unknown> = Record<string, unknown>> {
  db: Database<Schema>;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  /** Runs `work` while holding a session-level advisory lock, so only one process at a time does it. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** The connection pool's use now (metrics); PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export function fromPglite<Schema extends Record<string, unknown>>(client: PGlite, schema: Schema): DatabaseHandle<Schema> {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database<Schema>,
    kind: 'pglite',
    async executeSql(text, values) {
      // Parameterless SQL may hold several statements (pg-boss's own migrations); only exec() accepts that.
      if (!values?.length) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values);
    },
    // One process owns a PGlite directory (the data-dir lock), so there is nobody to wait for.
    withAdvisoryLock: (_key, work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

const POOL_MAX = 10;

export function fromPostgres<Schema extends Record<string, unknown>>(connectionString: string, schema: Schema): DatabaseHandle<Schema> {
  const pool = new pg.Pool({ connectionString, max: POOL_MAX });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database<Schema>,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    async withAdvisoryLock(key, work) {
      // A session lock belongs to one connection: take and release it on the same client.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    close: () => pool.end(),
  };
}

export async function openPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir);
}
