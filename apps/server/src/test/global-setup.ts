import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres } from '../database/database.js';
import { migrate } from '../database/migrate.js';
import { POSTGRES_IN_CI } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** A database on TEST_DATABASE_URL's server, migrated once per run, that each file's database is copied from. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  checkPostgresSet(project.config.root);
  // The PostgreSQL template is migrated by the server's processes while this one builds PGlite's: side by side.
  const [pgliteTemplate, postgresTemplate] = await Promise.all([
    migratedPgliteTemplate(),
    process.env.TEST_DATABASE_URL ? migratedPostgresTemplate(process.env.TEST_DATABASE_URL) : null,
  ]);
  project.provide('pgliteTemplatePath', pgliteTemplate.path);
  project.provide('postgresTemplate', postgresTemplate?.name ?? null);
  return async () => {
    pgliteTemplate.remove();
    await postgresTemplate?.drop();
  };
}

/** Migrates one PGlite once per run; every test file starts from a copy of it (about 1 s instead of 4 s). */
async function migratedPgliteTemplate(): Promise<{ path: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const client = await PGlite.create();
  await migrate(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  const templatePath = path.join(dir, 'template.tar');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return { path: templatePath, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Migrates one PostgreSQL database per run; each file's database is a copy of it (`create database … template`), so
 * the migrations still run on PostgreSQL every run, once instead of once per file.
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${name}`;
  const handle = fromPostgres(templateUrl.toString());
  await migrate(handle);
  await handle.close();
  return {
    name,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A name in POSTGRES_IN_CI that matches no test file (renamed, or moved away) would quietly leave CI's PostgreSQL set. */
function checkPostgresSet(root: string) {
  const names = new Set(
    fs
      .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.basename(file)),
  );
  const missing = Object.keys(POSTGRES_IN_CI).filter((name) => !names.has(name));
  if (missing.length > 0) {
    throw new Error(`POSTGRES_IN_CI in src/test/databases.ts names test files that do not exist: ${missing.join(', ')}`);
  }
}
