import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A data directory's database as a server's first start leaves it: PGlite created and every migration run, no account.
 * A server started on a copy of it skips creating the database and running the migrations: 10-11 CPU s to start
 * instead of 17-18 on the shared 2-core machine, and the browser passes start about ten servers on fresh directories.
 * scripts/test.sh makes it before the app servers (make-data-template.ts); a test run without it starts each server on an empty directory.
 */
export const DATA_TEMPLATE_NAME = 'e2e-data-template';
export const DATA_TEMPLATE_DIR = path.join(root, '.tmp', DATA_TEMPLATE_NAME);

/** Empties `dataDir` and gives it a copy of the template's database, when there is a template. */
export function freshDataDir(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const templateDatabase = path.join(DATA_TEMPLATE_DIR, 'pglite');
  if (fs.existsSync(templateDatabase)) fs.cpSync(templateDatabase, path.join(dataDir, 'pglite'), { recursive: true });
}

/** The same as a shell command, for the servers playwright.config.ts starts by command. */
export function freshDataDirCommand(dataDir: string): string {
  const templateDatabase = path.join(DATA_TEMPLATE_DIR, 'pglite');
  return `rm -rf ${dataDir} && mkdir -p ${dataDir} && { [ ! -d ${templateDatabase} ] || cp -r ${templateDatabase} ${dataDir}/; }`;
}
