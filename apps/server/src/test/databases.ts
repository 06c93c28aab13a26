import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type DatabaseHandle } from '../database/database.js';
import { migrate } from '../infra/db/migrate.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

async function pgliteFromTemplate(): Promise<TestDatabase> {
  const template = fs.readFileSync(inject('pgliteTemplatePath'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]) });
  const handle = fromPglite(client);
  return { handle, dispose: () => handle.close() };
}

/** A fresh database per test file on the server TEST_DATABASE_URL points to, dropped afterwards. */
async function freshPostgres(): Promise<TestDatabase> {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const handle = fromPostgres(databaseUrl.toString());
  await migrate(handle);
  return {
    handle,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl.toString() });
      await cleanup.connect();
      // pool.end() resolves before its connections have finished closing; forcing the drop while one still closes
      // makes that client emit an error nobody listens to. Wait for them to go first.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await cleanup.query<{ open: string }>('select count(*) as open from pg_stat_activity where datname = $1', [name]);
        if (Number(rows[0]?.open) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === 'pglite' ? pgliteFromTemplate() : freshPostgres();
}
