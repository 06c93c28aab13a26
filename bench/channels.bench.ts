/**
 * Channel pages and lists at 10,000 channels and 200,000 follows, measured with autocannon against the running
 * server, next to the server's static-JSON route (/api/config) measured in the same run. Prints req/s, p99 and the
 * ratio to the static route; writes .tmp/bench-channels.json. Not a test: numbers depend on the machine.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fromPglite, fromPostgres, type DatabaseHandle } from '../apps/server/src/database/database.js';
import { openPglite } from '../apps/server/src/infra/db/database.js';
import { migrate } from '../apps/server/src/infra/db/migrate.js';
import { seedChannels } from './seed-channels.js';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${port}`;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);
const size = { channels: 10_000, users: 30_000, followsPerUser: 10 };

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy');
}

async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${base}${url}`, connections: 10, duration: durationSeconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, url, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

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

/** BENCH_DATABASE_URL names a PostgreSQL server to measure instead of PGlite; a fresh database is made on it. */
async function openBenchDatabase(dataDir: string): Promise<{ handle: DatabaseHandle; databaseUrl?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { handle: fromPglite(await openPglite(path.join(dataDir, 'pglite'))), drop: async () => {} };
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    handle: fromPostgres(databaseUrl.toString()),
    databaseUrl: databaseUrl.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
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

  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth();
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

    const reference = results[0]!.requestsPerSecond;
    console.log('\n| route | req/s | p99 ms | req/s ratio to static |\n|---|---|---|---|');
    for (const row of results) {
      console.log(
        `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p99Ms} | ${(row.requestsPerSecond / reference).toFixed(3)} |`,
      );
    }
    console.log(
      `\n/api/health p99: ${idleHealth.p99Ms} ms idle, ${underFlood.healthP99Ms} ms while 100 connections flood the suggestions ` +
        `(${underFlood.healthNon2xx} health failures; flood: ${underFlood.floodAnswered2xx} answered, ${underFlood.floodRefused503} refused with 503, p99 ${underFlood.floodP99Ms} ms)`,
    );
    fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
    const kind = database.databaseUrl ? 'postgres' : 'pglite';
    fs.writeFileSync(
      path.join(root, `.tmp/bench-channels-${kind}.json`),
      JSON.stringify({ database: kind, size, durationSeconds, results, idleHealth, underFlood }, null, 2),
    );
  } finally {
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
