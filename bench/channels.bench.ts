/**
 * Channel pages and lists at 10,000 channels and 200,000 follows, measured with autocannon against the running
 * server, next to the server's static-JSON route (/api/config) measured in the same run. Prints req/s, p99 and the
 * ratio to the static route; writes .tmp/bench-channels.json. Not a test: numbers depend on the machine.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../apps/server/src/database/migrate.js';
import {
  base,
  durationSeconds,
  measure,
  printRatioTable,
  openBenchDatabase,
  startServer,
  stopServer,
  waitForHealth,
  watchServerCpu,
  writeResults,
} from './bench-support.js';
import { seedChannels } from './seed-channels.js';

const size = { channels: 10_000, users: 30_000, followsPerUser: 10 };

/**
 * Liveness while the list routes are flooded: 100 connections ask suggestions with a new title each time (no cache
 * can help), and 2 connections ask /api/health meanwhile. The flood's refusals (503 SERVICE_BUSY) are counted, not
 * failed: shedding them is what keeps the rest answering.
 */
async function measureHealthUnderFlood() {
  let counter = 0;
  const flood = autocannon({
    url: `${base}/api/workspaces/suggestions`,
    connections: 100,
    duration: durationSeconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/api/workspaces/suggestions?limit=16&title=c${(counter += 1)}` }) }],
  });
  const health = autocannon({ url: `${base}/api/health`, connections: 2, duration: durationSeconds });
  const [floodResult, healthResult] = await Promise.all([flood, health]);
  return {
    healthRequestsPerSecond: healthResult.requests.average,
    healthP99Ms: healthResult.latency.p99,
    healthNon2xx: healthResult.non2xx,
    floodAnswered2xx: floodResult['2xx'],
    floodRefused503: floodResult.non2xx,
    floodP99Ms: floodResult.latency.p99,
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-channels-'));
  const started = Date.now();
  const database = await openBenchDatabase(dataDir);
  await migrate(database.handle);
  await seedChannels(database.handle.db, size);
  await database.handle.close();
  console.log(
    `${database.databaseUrl ? 'PostgreSQL' : 'PGlite'}: seeded ${size.channels} channels and ${(size.users - size.channels) * size.followsPerUser} follows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const server = startServer(dataDir, database.databaseUrl);
  try {
    await waitForHealth();
    watchServerCpu(server.pid);
    const email = `bench.viewer.${Date.now()}@example.com`;
    const password = 'bench-password';
    const json = { 'content-type': 'application/json' };
    await fetch(`${base}/api/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    for (let index = 1; index <= 30; index += 1) {
      await fetch(`${base}/api/workspaces/benchchannel${index}/follow`, { method: 'POST', headers: { cookie } });
    }

    const results = [];
    results.push(await measure('static JSON (reference)', '/api/config'));
    results.push(await measure('channel page', '/api/workspaces/benchchannel4321'));
    results.push(await measure('suggestions, first page', '/api/workspaces/suggestions?limit=16'));
    results.push(await measure('suggestions, page 50', '/api/workspaces/suggestions?limit=16&offset=800'));
    results.push(await measure('suggestions by keyword', '/api/workspaces/suggestions?limit=16&keywords=finance'));
    results.push(await measure('suggestions by title', '/api/workspaces/suggestions?limit=16&title=channel%2012'));
    results.push(await measure('followed channels (browse)', '/api/workspaces/followed?limit=8', { cookie }));

    const idleHealth = await measure('liveness /api/health, idle', '/api/health');
    const underFlood = await measureHealthUnderFlood();

    printRatioTable(results);
    console.log(
      `\n/api/health p99: ${idleHealth.p99Ms} ms idle, ${underFlood.healthP99Ms} ms while 100 connections flood the suggestions ` +
        `(${underFlood.healthNon2xx} health failures; flood: ${underFlood.floodAnswered2xx} answered, ${underFlood.floodRefused503} refused with 503, p99 ${underFlood.floodP99Ms} ms)`,
    );
    const kind = database.databaseUrl ? 'postgres' : 'pglite';
    writeResults(`channels-${kind}`, { database: kind, size, durationSeconds, results, idleHealth, underFlood });
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
