/**
 * Webinars and videos: the video and live lists at 100,000 activities next to the static-JSON route of the same
 * server; a 500 MB recording through the multipart flow next to a plain copy to the same disk; and /api/health while
 * a transcode runs. Not a test: the numbers depend on the machine. Writes .tmp/bench-activities-<database>.json.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE_NAME } from '@platform/shared';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../apps/server/src/database/database.js';
import { sha256 } from '../apps/server/src/infra/crypto/tokens.js';
import { migrate } from '../apps/server/src/database/migrate.js';
import { sessions } from '../apps/server/src/modules/auth/auth.table.js';
import { users } from '../apps/server/src/modules/users/users.table.js';
import {
  base,
  durationSeconds,
  measure,
  printRatioTable,
  openBenchDatabase,
  startServer,
  stopServer,
  waitForHealth,
  warmUp,
  watchServerCpu,
  signUpHost,
  writeResults,
} from './bench-support.js';
import { seedActivities } from './seed-activities.js';
import { seedChannels } from './seed-channels.js';
import { measureUploadThroughput } from './upload-throughput.js';

const size = { channels: 10_000, users: 12_000, followsPerUser: 5, activities: 100_000 };
const SIGNED_IN_VIEWERS = 200;
/** BENCH_ACTIVITIES_PARTS=lists measures the lists alone (no upload, no transcode): a quick check of list work. */
const LISTS_ONLY = process.env.BENCH_ACTIVITIES_PARTS === 'lists';
const json = { 'content-type': 'application/json' };

/**
 * Session cookies of seeded viewers (each follows five channels), stored as a login stores them. Many of them take
 * turns, so a cache of one viewer's answers cannot pass for speed that a crowd of viewers would not see.
 */
async function seedViewerSessions(db: Database, count: number): Promise<string[]> {
  const viewers = await db.select({ id: users.id }).from(users).where(eq(users.role, 'viewer')).orderBy(users.email).limit(count);
  const tokens = viewers.map(() => randomBytes(32).toString('hex'));
  await db.insert(sessions).values(
    viewers.map((viewer, index) => ({
      id: sha256(tokens[index]!),
      userId: viewer.id,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })),
  );
  return tokens.map((token) => `${SESSION_COOKIE_NAME}=${token}`);
}

async function newActivity(host: { cookie: string; workspaceId: string }): Promise<string> {
  const created = await fetch(`${base}/api/workspaces/${host.workspaceId}/activities`, {
    method: 'POST',
    headers: { ...json, cookie: host.cookie },
    body: JSON.stringify({ name: 'Bench recording' }),
  });
  return ((await created.json()) as { id: string }).id;
}

/** Health p99 while the server transcodes a recording (VP9 in MP4 has to be re-encoded to H.264). */
async function healthDuringTranscode(host: { cookie: string; workspaceId: string }, dataDir: string) {
  const clip = path.join(dataDir, 'transcode.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-f', 'lavfi', '-i', 'sine', '-t', '60'],
    ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '2M', '-c:a', 'aac', clip],
  ]);
  const activityId = await newActivity(host);
  const { url } = (await (
    await fetch(`${base}/api/s3/`, { method: 'POST', headers: { ...json, cookie: host.cookie }, body: JSON.stringify({ activityId }) })
  ).json()) as { url: string };
  const put = await fetch(`${base}${url}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: fs.readFileSync(clip),
  });
  if (!put.ok) throw new Error(`transcode upload: ${put.status} ${await put.text()}`);
  const started = performance.now();
  const health = await autocannon({ url: `${base}/api/health`, connections: 2, duration: durationSeconds });
  const state = async () =>
    (
      (await (await fetch(`${base}/api/activities/${activityId}/recording`, { headers: { cookie: host.cookie } })).json()) as {
        results: { media_state: string }[];
      }
    ).results[0]?.media_state;
  const stillTranscoding = (await state()) === 'processing';
  while ((await state()) === 'processing') await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    healthP99Ms: health.latency.p99,
    healthRequestsPerSecond: health.requests.average,
    stillTranscodingAtEnd: stillTranscoding,
    transcodeSeconds: (performance.now() - started) / 1000,
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-activities-'));
  const started = Date.now();
  const database = await openBenchDatabase(dataDir);
  await migrate(database.handle);
  await seedChannels(database.handle.db, size);
  await seedActivities(database.handle.db, size.activities);
  const viewerSessions = await seedViewerSessions(database.handle.db, SIGNED_IN_VIEWERS);
  await database.handle.close();
  const kind = database.databaseUrl ? 'postgres' : 'pglite';
  console.log(
    `${kind}: seeded ${size.channels} channels and ${size.activities} activities in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const server = startServer(dataDir, database.databaseUrl);
  try {
    await waitForHealth();
    watchServerCpu(server.pid);
    const results = [];
    await warmUp('/api/config');
    results.push(await measure('static JSON (reference)', '/api/config'));
    // Guests share one answer per URL for a second (http/guest-cache.ts); a signed-in viewer's carries their own lock
    // state laid over the page's shared material. Both are measured.
    for (const [who, cookies] of [
      ['guest', []],
      [`${SIGNED_IN_VIEWERS} signed-in viewers`, viewerSessions],
    ] as const) {
      results.push(await measure(`latest videos (${who})`, '/api/activities/playbacks?limit=16', {}, cookies));
      results.push(await measure(`latest videos, page 50 (${who})`, '/api/activities/playbacks?limit=16&offset=800', {}, cookies));
      results.push(await measure(`channel playbacks (${who})`, '/api/workspaces/benchchannel4321/playbacks?limit=16', {}, cookies));
      results.push(await measure(`incoming webinars, live zone (${who})`, '/api/activities/incoming-webinar?limit=4', {}, cookies));
    }
    // A signed-in request pays for its session before any route does: the floor of every signed-in row above.
    results.push(await measure(`static JSON (${SIGNED_IN_VIEWERS} signed-in viewers)`, '/api/config', {}, viewerSessions));
    // The first row runs on a server still warming up on a busy machine: the static route once more, warm, to compare with.
    results.push(await measure('static JSON (reference, again at the end)', '/api/config'));
    printRatioTable(results);
    if (LISTS_ONLY) {
      writeResults(`activities-lists-${kind}`, { database: kind, size, durationSeconds, results });
      return;
    }

    const host = await signUpHost('Bench uploads');
    const upload = await measureUploadThroughput(host, dataDir);
    console.log(
      `\nUpload of ${upload.megabytes} MB through the multipart flow, start to completion (median of ${upload.rounds.length} rounds): ` +
        `${upload.uploadMBps.toFixed(0)} MB/s; plain copy on the same disk: ${upload.copyMBps.toFixed(0)} MB/s; ` +
        `ratio ${upload.ratio.toFixed(2)} (rounds: ${upload.rounds.map((round) => round.ratio.toFixed(2)).join(', ')})`,
    );

    const idleHealth = await measure('liveness /api/health, idle', '/api/health');
    const transcode = await healthDuringTranscode(host, dataDir);
    console.log(
      `\n/api/health p99: ${idleHealth.p99Ms} ms idle, ${transcode.healthP99Ms} ms while a 60 s 720p VP9 recording is transcoded ` +
        `(transcode ${transcode.transcodeSeconds.toFixed(1)} s${transcode.stillTranscodingAtEnd ? ', still running when the measurement ended' : ''})`,
    );
    writeResults(`activities-${kind}`, { database: kind, size, durationSeconds, results, upload, idleHealth, transcode });
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
