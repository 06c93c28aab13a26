import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../database/database.js';
import { migrate } from '../infra/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/** Migrates one PGlite once per run; every test file starts from a copy of it (about 1 s instead of 4 s). */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const client = await PGlite.create();
  await migrate(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  const templatePath = path.join(dir, 'template.tar');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplatePath', templatePath);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
