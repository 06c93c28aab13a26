import fs from 'node:fs';
import path from 'node:path';
import { DATA_TEMPLATE_DIR, DATA_TEMPLATE_NAME } from './data-template.js';
import { answersHealth } from './health.js';
import { ownServer } from './own-server.js';

/** The port of the server that makes the template: beside the ports the test files take from E2E_PORT. */
const TEMPLATE_PORT = Number(process.env.E2E_PORT ?? 3210) + 29;

/**
 * Starts the server as `npm start` does on an empty directory (so every run still checks a first start), waits until
 * it answers, and stops it with SIGTERM, which closes the database cleanly before the copy is taken.
 */
export async function makeDataTemplate(): Promise<void> {
  fs.rmSync(DATA_TEMPLATE_DIR, { recursive: true, force: true });
  const server = ownServer(TEMPLATE_PORT, DATA_TEMPLATE_NAME);
  if (await answersHealth(server.url)) throw new Error(`${server.url} answers already: stop what holds its port first`);
  await server.start();
  if ((await server.stop()) !== 0) {
    fs.rmSync(DATA_TEMPLATE_DIR, { recursive: true, force: true });
    throw new Error('the server that makes the data template did not stop cleanly');
  }
  // Only the database is shared; each server makes its own secret key and files.
  for (const entry of fs.readdirSync(DATA_TEMPLATE_DIR)) {
    if (entry !== 'pglite') fs.rmSync(path.join(DATA_TEMPLATE_DIR, entry), { recursive: true, force: true });
  }
}
