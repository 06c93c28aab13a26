/**
 * The server's part of a viewer entering a live: `PUT /api/activities/{id}/join` alone, one request at a time, as
 * p50/p90 over many joins into a room that already holds other viewers. Run with `npx tsx bench/live-join-api.ts
 * [joins]`; BENCH_DATABASE_URL measures on PostgreSQL instead of PGlite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { base, openBenchDatabase, signUpHost, startServer, stopServer, waitForHealth, runBenchmark } from './bench-support.js';

const OTHERS_IN_ROOM = 20;

async function call(method: string, url: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

async function viewer(index: number): Promise<string> {
  const email = `join.api.${Date.now()}.${index}@example.com`;
  const headers = { 'x-forwarded-for': `10.79.${Math.floor(index / 250)}.${index % 250}` };
  await call('POST', '/api/signup', undefined, { email, password: 'bench-password' }, headers);
  const login = await call('POST', '/api/auth/login', undefined, { email, password: 'bench-password' }, headers);
  return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function main(): Promise<void> {
  const joins = Number(process.argv[2] ?? 200);
  process.env.TRUST_PROXY = 'true';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-join-api-'));
  const database = await openBenchDatabase(dataDir);
  await database.handle.close();
  const server = startServer(dataDir, database.databaseUrl);
  try {
    await waitForHealth();
    const host = await signUpHost(`Join API ${Date.now()}`);
    await call('PUT', `/api/workspaces/${host.workspaceId}`, host.cookie, { publish: true });
    const created = await call('POST', `/api/workspaces/${host.workspaceId}/activities`, host.cookie, { name: 'Join API' });
    const activityId = ((await created.json()) as { id: string }).id;
    const opened = await call('PUT', `/api/activities/${activityId}/status`, host.cookie, { command: 'open-waitingroom' });
    const sessionId = ((await opened.json()) as { activity: { webrtc_session_id: string } }).activity.webrtc_session_id;
    const join = (cookie: string) => call('PUT', `/api/activities/${activityId}/join`, cookie, { sessionId, display_name: 'Bench Viewer' });
    await join(host.cookie);
    for (let index = 1; index <= OTHERS_IN_ROOM; index += 1) await join(await viewer(index));
    const cookie = await viewer(0);
    const timesMs: number[] = [];
    for (let index = 0; index < joins; index += 1) {
      const startedAt = performance.now();
      await (await join(cookie)).arrayBuffer();
      timesMs.push(performance.now() - startedAt);
    }
    const measured = timesMs.slice(Math.min(20, Math.floor(joins / 10)));
    console.log(
      `PUT /api/activities/{id}/join (${database.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${OTHERS_IN_ROOM + 2} in the room, ${measured.length} joins after warm-up): ` +
        `p50 ${percentile(measured, 50).toFixed(1)} ms, p90 ${percentile(measured, 90).toFixed(1)} ms`,
    );
  } finally {
    await stopServer(server);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
