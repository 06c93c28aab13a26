import autocannon from 'autocannon';
import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { fromPglite, fromPostgres, type DatabaseHandle } from '../apps/server/src/database/database.js';
import { openPglite } from '../apps/server/src/database/drivers.js';

/** What the benchmarks share: a server started as `npm start` starts it, and one way to measure a route. */
export const root = path.resolve(import.meta.dirname, '..');
export const port = Number(process.env.BENCH_PORT ?? 3390);
export const base = `http://127.0.0.1:${port}`;
export const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);

export async function waitForHealth(): Promise<void> {
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

/** A few seconds of load first, so the first route measured (the reference) does not pay for the server's warm-up. */
export async function warmUp(url: string): Promise<void> {
  await autocannon({ url: `${base}${url}`, connections: 10, duration: 3 });
}

export type Measurement = Awaited<ReturnType<typeof measure>>;

let watchedServerPid: number | undefined;
/**
 * The server whose CPU time each measurement then reports per request. On a machine shared with other work, req/s
 * follows how much of the CPU the server was given; its own CPU time per request moves far less.
 */
export function watchServerCpu(pid: number | undefined): void {
  watchedServerPid = pid;
}

/** The watched server's user and system CPU time so far, in ms (Linux /proc; fields 14 and 15, in clock ticks of 10 ms). */
export function serverCpuMs(): number | undefined {
  if (watchedServerPid === undefined) return undefined;
  const fields = fs.readFileSync(`/proc/${watchedServerPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The routes as a Markdown table, the first row (the static route) being the reference of the ratio column. */
export function printRatioTable(results: readonly Measurement[]): void {
  const reference = results[0]!;
  const withCpu = reference.serverCpuUsPerRequest !== undefined;
  console.log(
    withCpu
      ? '\n| route | req/s | p99 ms | req/s ratio to static | server CPU µs/request | CPU ratio (static / route) |\n|---|---|---|---|---|---|'
      : '\n| route | req/s | p99 ms | req/s ratio to static |\n|---|---|---|---|',
  );
  for (const row of results) {
    const cpu = withCpu
      ? ` ${row.serverCpuUsPerRequest!.toFixed(0)} | ${(reference.serverCpuUsPerRequest! / row.serverCpuUsPerRequest!).toFixed(3)} |`
      : '';
    console.log(
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p99Ms} | ${(row.requestsPerSecond / reference.requestsPerSecond).toFixed(3)} |${cpu}`,
    );
  }
}

/**
 * `sessions`: session cookies taken in turn, one per request, so many viewers ask at once as they would on a site.
 * `expectedStatus`: a route measured on its refusal (a guest asking what needs a login) answers only that status.
 */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  sessions: readonly string[] = [],
  expectedStatus?: number,
) {
  let turn = 0;
  const cpuBefore = serverCpuMs();
  const result = await autocannon({
    url: `${base}${url}`,
    connections: 10,
    duration: durationSeconds,
    headers,
    ...(sessions.length > 0 && {
      requests: [
        {
          setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: sessions[turn++ % sessions.length]! } }),
        },
      ],
    }),
  });
  if (expectedStatus !== undefined) {
    const expected = result.statusCodeStats?.[`${expectedStatus}`]?.count ?? 0;
    if (expected !== result.requests.total || result.errors > 0)
      throw new Error(`${name}: ${result.requests.total - expected} answers other than ${expectedStatus}, ${result.errors} errors`);
  } else if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const cpuAfter = serverCpuMs();
  const serverCpuUsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  return { name, url, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, serverCpuUsPerRequest };
}

export /** BENCH_DATABASE_URL names a PostgreSQL server to measure instead of PGlite; a fresh database is made on it. */
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

/** The app server on the benchmark's data directory (and PostgreSQL when given), as `npm start` runs it. */
export function startServer(dataDir: string, databaseUrl: string | undefined, extraEnv: Record<string, string> = {}): ChildProcess {
  // Node itself, not npx: a signal sent to npx does not reach the server, which then outlives the benchmark.
  // BENCH_CPU_PROF_DIR: a V8 CPU profile of the server and of each of its worker threads (werift's SFU) in that
  // directory, written as each ends; Node refuses --cpu-prof in NODE_OPTIONS.
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      PUBLIC_URL: base,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function stopServer(server: ChildProcess): Promise<void> {
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
}

/** One JSON call to the server as the web app makes it, with a session cookie; throws on an answer that is not 2xx. */
export async function api<T>(method: string, url: string, cookie: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new host signed up and logged in through the API, as the web app does, with the channel sign-up made for them. */
export async function signUpHost(channelName: string): Promise<{ cookie: string; workspaceId: string }> {
  const json = { 'content-type': 'application/json' };
  const email = `bench.host.${Date.now()}@example.com`;
  const password = 'bench-password';
  await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, role: 'host', workspace_name: channelName }),
  });
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const mine = (await (await fetch(`${base}/api/workspaces/mine`, { headers: { cookie } })).json()) as { results: { id: string }[] };
  return { cookie, workspaceId: mine.results[0]!.id };
}

/** A benchmark's figures as `.tmp/bench-<name>.json`, where the README's tables come from. */
export function writeResults(name: string, results: object): void {
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(root, `.tmp/bench-${name}.json`), JSON.stringify(results, null, 2));
}

/**
 * Runs a benchmark's main and ends the process when it is done (0) or failed (1, the error printed). Something werift
 * keeps after its peer connections close (seen with 0.24.4) holds the event loop open for good, although every process
 * and socket the run started is stopped by then.
 */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
