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
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === 'pglite' ? pgliteFromTemplate() : freshPostgres();
}
