import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A data directory's database as a server's first start leaves it: PGlite created and every migration run, no account.
 * A server started on a copy of it skips creating the database and running the migrations: 10-11 CPU s to start
 * instead of 17-18 on the shared 2-core machine, and the browser passes start about ten servers on fresh directories.
 * scripts/test.sh makes it before the app servers; a test run without it starts each server on an empty directory.
 */
export const DATA_TEMPLATE_DIR = path.join(root, '.tmp', 'e2e-data-template');

/** The port of the server that makes the template: beside the ports the test files take from E2E_PORT. */
const TEMPLATE_PORT = Number(process.env.E2E_PORT ?? 3210) + 29;

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

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the server as `npm start` does on an empty directory (so every run still checks a first start), waits until
 * it answers, and stops it with SIGTERM, which closes the database cleanly before the copy is taken.
 */
export async function makeDataTemplate(timeoutMs = 180_000): Promise<void> {
  fs.rmSync(DATA_TEMPLATE_DIR, { recursive: true, force: true });
  const url = `http://127.0.0.1:${TEMPLATE_PORT}`;
  if (await answers(`${url}/api/health`)) throw new Error(`${url} answers already: stop what holds its port first`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(TEMPLATE_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: DATA_TEMPLATE_DIR,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(`${url}/api/health`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server that makes the data template did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  if ((await exited) !== 0) {
    fs.rmSync(DATA_TEMPLATE_DIR, { recursive: true, force: true });
    throw new Error('the server that makes the data template did not stop cleanly');
  }
  // Only the database is shared; each server makes its own secret key and files.
  for (const entry of fs.readdirSync(DATA_TEMPLATE_DIR)) {
    if (entry !== 'pglite') fs.rmSync(path.join(DATA_TEMPLATE_DIR, entry), { recursive: true, force: true });
  }
}
