// Starts the browser pass's app servers ahead of it, exactly as e2e/playwright.config.ts describes them, on copies of the
// data template scripts/test.sh made first (prepare-data-template.ts), so their start overlaps the type check instead of
// opening the pass. The pass then finds them up (E2E_REUSE_SERVERS=1) and uses them. Writes the process groups to stop
// to `pidFile`; scripts/test.sh stops them after the pass.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import config from '../playwright.config.js';
import { answersHealth, waitForHealth } from './health.js';

const pidFile = process.argv[2];
if (!pidFile) throw new Error('usage: start-app-servers.ts <pid file>');

const servers = [config.webServer ?? []].flat();
/** playwright.config.ts names each server by its health URL; the helpers of health.ts take its origin. */
const origin = (healthUrl: string) => new URL(healthUrl).origin;

// A server left from an earlier run would pass the health check in place of the new one.
for (const server of servers) {
  if (await answersHealth(origin(server.url!))) throw new Error(`${server.url} answers already: stop what holds its port first`);
}

const groups: number[] = [];
for (const server of servers) {
  const child = spawn(server.command, {
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    shell: true,
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  if (child.pid) groups.push(child.pid);
}
fs.writeFileSync(pidFile, groups.map((group) => `${group}\n`).join(''));

await Promise.all(servers.map((server) => waitForHealth(origin(server.url!), server.timeout ?? 120_000)));
