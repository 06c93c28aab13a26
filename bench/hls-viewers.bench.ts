/**
 * Issue 30 item 2: 200 HLS viewers of one published video, a 3 Mbps rendition in 2 s segments, each fetching the
 * playlists from the API and then a segment every 2 s (after a start-up burst) for BENCH_HLS_SECONDS (60), while a
 * steady loop times /api/health and the static route /api/config. Once with disk storage (segments at the API's
 * HMAC-signed /api/files/ path): segment and health p99 against ≤ 10 ms. Once with the S3 stand-in (s3rver, as the
 * storage tests use): the bytes the API process wrote next to the bytes the viewers got from it, against no video byte
 * through the API. Not a test: the numbers depend on the machine. Writes .tmp/bench-hls-viewers-<database>.json.
 */
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  api,
  base,
  openBenchDatabase,
  port,
  root,
  runBenchmark,
  signUpHost,
  startServer,
  stopServer,
  waitForHealth,
  warmUp,
  writeResults,
} from './bench-support.js';
import type { CrowdMessage, CrowdPlan, CrowdResult } from './hls-viewer-crowd.js';
import type { LatencySummary } from './latency-summary.js';
import { processCpuMs, processIo } from './process-usage.js';
import { startS3StandIn, type S3StandIn } from './s3-stand-in.js';
import { probeSteadily } from './steady-probe.js';

const SECONDS = Number(process.env.BENCH_HLS_SECONDS ?? 60);
const VIEWERS = Number(process.env.BENCH_HLS_VIEWERS ?? 200);
const S3_PORT = Number(process.env.BENCH_S3_PORT ?? port + 1);
type StorageKind = 'disk' | 's3';
/** BENCH_HLS_STORAGES=disk (or s3) measures one storage alone. */
const STORAGES = (process.env.BENCH_HLS_STORAGES ?? 'disk,s3').split(',').map((name): StorageKind => {
  if (name !== 'disk' && name !== 's3') throw new Error(`BENCH_HLS_STORAGES: ${name} is neither disk nor s3`);
  return name;
});
const GOAL_P99_MS = 10;
const SEGMENT_SECONDS = 2;
/** The rendition: 3 Mbit/s of H.264 at constant rate with a keyframe every 2 s, so processing copies it as it is. */
const VIDEO_BITRATE = '3M';
/** Long enough that few viewers reach the end within the run (they start again when they do). */
const VIDEO_SECONDS = Math.max(30, SECONDS + 30);
/** Three segments (6 s) of buffer before playing; hls.js would fetch more, but viewers arrive over the ramp anyway. */
const BURST_SEGMENTS = 3;
const RAMP_SECONDS = Math.min(10, SECONDS / 4);
/** Each probed route is asked this often, one request at a time: timing, not load. */
const PROBES_PER_SECOND = 25;
const IDLE_PROBE_SECONDS = Math.min(10, SECONDS);
const json = { 'content-type': 'application/json' };
/** A PostgreSQL backend that falls idle reports its counts within about ten seconds (PGSTAT_IDLE_INTERVAL). */
const STATS_DELAY_MS = 11_000;
/** A shorter window after the playlists says too little about queries per segment to print a verdict. */
const MIN_STEADY_SECONDS = 20;

function makeRendition(dir: string): string {
  const clip = path.join(dir, 'rendition.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-f', 'lavfi', '-i', 'sine=sample_rate=48000'],
    ...['-t', String(VIDEO_SECONDS), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    // A constant rate, so that every segment carries its 2 s of 3 Mbit/s.
    ...['-b:v', '-minrate', '-maxrate', '-bufsize'].flatMap((option) => [option, VIDEO_BITRATE]),
    ...['-x264-params', 'nal-hrd=cbr'],
    ...['-g', '60', '-keyint_min', '60', '-sc_threshold', '0', '-c:a', 'aac', '-b:a', '128k', clip],
  ]);
  return clip;
}

/** A public channel's published video with the rendition uploaded and processed as a host's upload is, and a viewer. */
async function publishVideo(clip: string): Promise<{ masterPath: string; viewerCookie: string }> {
  const host = await signUpHost('Bench HLS');
  await api('PUT', `/api/workspaces/${host.workspaceId}`, host.cookie, { publish: true });
  const { id } = await api<{ id: string }>('POST', `/api/workspaces/${host.workspaceId}/activities`, host.cookie, { name: 'Bench HLS' });
  const { url } = await api<{ url: string }>('POST', '/api/s3/', host.cookie, { activityId: id });
  const put = await fetch(`${base}${url}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: fs.readFileSync(clip),
  });
  if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
  let hlsUrl: string | null = null;
  while (!hlsUrl) {
    const { results } = await api<{ results: { media_state: string; hls_url: string | null }[] }>(
      'GET',
      `/api/activities/${id}/recording`,
      host.cookie,
    );
    if (results[0]?.media_state === 'failed') throw new Error('the uploaded rendition could not be processed');
    hlsUrl = results[0]?.media_state === 'ready' ? results[0].hls_url : null;
    if (!hlsUrl) await sleep(250);
  }
  await api('PUT', `/api/activities/${id}/status`, host.cookie, { command: 'publish' });
  const email = `bench.viewer.${Date.now()}@example.com`;
  await api('POST', '/api/signup', '', { email, password: 'bench-password' });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  return { masterPath: hlsUrl, viewerCookie: (login.headers.get('set-cookie') ?? '').split(';')[0]! };
}

/** The disk run's server serves /metrics with this token: its own timing of each segment answer is read there. */
const METRICS_TOKEN = 'bench-hls-viewers-metrics';
const FILES_ROUTE = '/api/files/*';

/**
 * The server's histogram of segment answers (GET /api/files/*, 200): cumulative counts by upper bound in seconds,
 * timed by the server from a request's arrival to its last byte handed to the socket.
 */
async function segmentAnswerBuckets(): Promise<Map<number, number>> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`/metrics: ${response.status}`);
  const buckets = new Map<number, number>();
  for (const line of (await response.text()).split('\n')) {
    if (!line.startsWith('http_request_duration_seconds_bucket{')) continue;
    const labels = Object.fromEntries([...line.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    if (labels.route !== FILES_ROUTE || labels.method !== 'GET' || labels.status_code !== '200') continue;
    buckets.set(labels.le === '+Inf' ? Infinity : Number(labels.le), Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return buckets;
}

/** The share of the segment answers between two scrapes that the server finished within each bound. */
function shareWithin(before: Map<number, number>, after: Map<number, number>) {
  const total = (after.get(Infinity) ?? 0) - (before.get(Infinity) ?? 0);
  const within = (bound: number) => ((after.get(bound) ?? 0) - (before.get(bound) ?? 0)) / Math.max(1, total);
  return { answers: total, within5Ms: within(0.005), within10Ms: within(0.01), within25Ms: within(0.025) };
}

/**
 * Transactions the database has counted so far (PostgreSQL only): a query per segment would show here. A backend that
 * falls idle reports its counts to pg_stat_database within about ten seconds, so callers wait STATS_DELAY_MS first.
 */
async function databaseTransactions(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ count: string }>(
    'select xact_commit + xact_rollback as count from pg_stat_database where datname = current_database()',
  );
  await client.end();
  return Number(rows[0]!.count);
}

/**
 * The viewers in their own process. `onSteady` runs once every viewer has its playlists, when only segments are
 * fetched any more.
 */
function runCrowd(plan: CrowdPlan, onSteady: () => void): Promise<CrowdResult> {
  const child = fork(path.join(root, 'bench/hls-viewer-crowd.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('message', (message: CrowdMessage) => {
      if (message.kind === 'steady') onSteady();
      else resolve(message.result);
    });
    child.once('exit', (code) => reject(new Error(`the viewers' process ended with ${code} before reporting`)));
    child.send(plan);
  });
}

/**
 * Database transactions against segments served while only segments were fetched (PostgreSQL only): from a moment
 * after every viewer had its playlists (once their counts have reached pg_stat_database) to the end.
 */
function watchSteadyTransactions(databaseUrl: string | undefined) {
  let window: Promise<{ from: number; before: number } | null> = Promise.resolve(null);
  return {
    onSteady() {
      if (!databaseUrl) return;
      window = sleep(STATS_DELAY_MS).then(async () => ({ from: Date.now(), before: await databaseTransactions(databaseUrl) }));
    },
    async count(crowd: CrowdResult) {
      const start = await window;
      if (!databaseUrl || !start) return null;
      await sleep(STATS_DELAY_MS);
      const transactions = (await databaseTransactions(databaseUrl)) - start.before;
      // The counts run until now, although the segments ended STATS_DELAY_MS ago.
      const seconds = (Date.now() - start.from) / 1000;
      return { transactions, seconds, segments: crowd.segmentDoneAt.filter((doneAt) => doneAt >= start.from).length };
    },
  };
}

/**
 * The probes alone before the viewers come: their latency, the server's CPU time per second (what the viewers' share
 * is measured above), what it writes per second beyond the probes' answers (logs, the database protocol), and on
 * PostgreSQL the transactions per second that the job queue's polling makes.
 */
async function measureIdle(serverPid: number, databaseUrl: string | undefined) {
  const transactionsFrom = Date.now();
  const transactionsBefore = databaseUrl ? await databaseTransactions(databaseUrl) : 0;
  await warmUp('/api/config');
  const cpuTotal = () => {
    const { user, system } = processCpuMs(serverPid);
    return user + system;
  };
  const cpuBefore = cpuTotal();
  const wroteBefore = processIo(serverPid).wchar;
  const [health, config] = await Promise.all([
    probeSteadily('/api/health', PROBES_PER_SECOND, IDLE_PROBE_SECONDS),
    probeSteadily('/api/config', PROBES_PER_SECOND, IDLE_PROBE_SECONDS),
  ]);
  const cpuSecondsPerSecond = (cpuTotal() - cpuBefore) / 1000 / IDLE_PROBE_SECONDS;
  const otherWritesPerSecond =
    (processIo(serverPid).wchar - wroteBefore - health.responseBytes - config.responseBytes) / IDLE_PROBE_SECONDS;
  const transactionsPerSecond = databaseUrl
    ? ((await databaseTransactions(databaseUrl)) - transactionsBefore) / ((Date.now() - transactionsFrom) / 1000)
    : null;
  return { health, config, cpuSecondsPerSecond, otherWritesPerSecond, transactionsPerSecond };
}

async function measureStorage(kind: StorageKind, clip: string, dataDir: string) {
  const serverDir = path.join(dataDir, kind);
  fs.mkdirSync(serverDir);
  const database = await openBenchDatabase(serverDir);
  await database.handle.close();
  let s3: S3StandIn | undefined;
  const server = startServer(serverDir, database.databaseUrl, kind === 's3' ? (s3 = await startS3StandIn(S3_PORT)).env : { METRICS_TOKEN });
  try {
    await waitForHealth();
    const video = await publishVideo(clip);
    const idle = await measureIdle(server.pid!, database.databaseUrl);
    const ioBefore = processIo(server.pid!);
    const storageIoBefore = s3 ? processIo(s3.pid!) : null;
    const cpuBefore = processCpuMs(server.pid!);
    const steadyTransactions = watchSteadyTransactions(database.databaseUrl);
    const bucketsBefore = kind === 'disk' ? await segmentAnswerBuckets() : null;
    const [crowd, health, config] = await Promise.all([
      runCrowd(
        {
          apiBase: base,
          masterPath: video.masterPath,
          cookie: video.viewerCookie,
          viewers: VIEWERS,
          seconds: SECONDS,
          rampSeconds: RAMP_SECONDS,
          burstSegments: BURST_SEGMENTS,
          segmentSeconds: SEGMENT_SECONDS,
        },
        steadyTransactions.onSteady,
      ),
      probeSteadily('/api/health', PROBES_PER_SECOND, SECONDS),
      probeSteadily('/api/config', PROBES_PER_SECOND, SECONDS),
    ]);
    const serverTiming = bucketsBefore ? shareWithin(bucketsBefore, await segmentAnswerBuckets()) : null;
    const ioAfter = processIo(server.pid!);
    const storageWroteBytes = s3 && storageIoBefore ? processIo(s3.pid!).wchar - storageIoBefore.wchar : null;
    const cpuAfter = processCpuMs(server.pid!);
    const serverSystemCpuSeconds = (cpuAfter.system - cpuBefore.system) / 1000;
    const serverCpuSeconds = (cpuAfter.user - cpuBefore.user) / 1000 + serverSystemCpuSeconds;
    const steadyDatabase = await steadyTransactions.count(crowd);
    const fromApi = crowd.origins[base];
    const fromStorage = Object.entries(crowd.origins).filter(([origin]) => origin !== base);
    const storageSentViewers = fromStorage.reduce((sum, [, tally]) => sum + tally.socketBytes, 0);
    return {
      storage: kind,
      crowd,
      idle,
      underLoad: { health, config },
      serverCpuSeconds,
      /** The part of it spent in the kernel: reading the files, and TCP, which on loopback carries the receiving side too. */
      serverSystemCpuSeconds,
      /** What the API process wrote while the viewers watched, and what the viewers and probes received from it. */
      apiWroteBytes: ioAfter.wchar - ioBefore.wchar,
      apiReadBytes: ioAfter.rchar - ioBefore.rchar,
      bytesReceivedFromApi: (fromApi?.socketBytes ?? 0) + health.responseBytes + config.responseBytes,
      segmentBytesFromApi: fromApi?.segmentBodyBytes ?? 0,
      segmentBytesFromStorage: fromStorage.reduce((sum, [, tally]) => sum + tally.segmentBodyBytes, 0),
      /**
       * What the S3 stand-in wrote beyond what the viewers received from it: the API's reads of the stored playlist,
       * video the API would pass on, and writes of its own (a few MB a run, not accounted for). Null on disk.
       */
      storageSentOthers: storageWroteBytes === null ? null : storageWroteBytes - storageSentViewers,
      /** PostgreSQL only; null with PGlite or when the viewers never all had their playlists. */
      steadyDatabase,
      /** Disk only: the server's own timing of the segment answers (its /metrics histogram). */
      serverTiming,
      loadAverage: os.loadavg()[0]!,
    };
  } finally {
    await stopServer(server);
    await s3?.stop();
    await database.drop();
  }
}

type StorageResult = Awaited<ReturnType<typeof measureStorage>>;

const ms = (value: number) => value.toFixed(1);
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');

function report(result: StorageResult): void {
  const { crowd, idle, underLoad } = result;
  const segments = crowd.segmentLastByteMs.count;
  const segmentBytes = result.segmentBytesFromApi + result.segmentBytesFromStorage;
  const viewersCpuMs = ((result.serverCpuSeconds - result.idle.cpuSecondsPerSecond * SECONDS) * 1000) / Math.max(1, segments);
  console.log(
    `\n${result.storage}: ${VIEWERS} viewers for ${SECONDS} s, ${segments} segments (${mb(segmentBytes)} MB, ` +
      `${mb(segmentBytes / Math.max(1, segments))} MB each on average, ${((segmentBytes * 8) / SECONDS / 1e6).toFixed(0)} Mbit/s), ` +
      `${crowd.lateSegments} started late, ${crowd.failures.length} viewers failed${crowd.failures.length ? `: ${crowd.failures.join('; ')}` : ''}; ` +
      `server CPU ${result.serverCpuSeconds.toFixed(1)} s (${((result.serverCpuSeconds / SECONDS) * 100).toFixed(0)} % of a core; ` +
      `${viewersCpuMs.toFixed(2)} ms per segment above the probes' own; ${result.serverSystemCpuSeconds.toFixed(1)} s of it in the kernel), ` +
      `load average ${result.loadAverage.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  console.log('\n| what | p50 ms | p99 ms | max ms | count |\n|---|---|---|---|---|');
  const row = (name: string, summary: LatencySummary) =>
    console.log(`| ${name} | ${ms(summary.p50)} | ${ms(summary.p99)} | ${ms(summary.max)} | ${summary.count} |`);
  row('segment, first byte', crowd.segmentFirstByteMs);
  row('segment, last byte', crowd.segmentLastByteMs);
  row('master playlist, last byte', crowd.masterPlaylistMs);
  row("of which opening the viewer's connection", crowd.apiConnectMs);
  row('media playlist, last byte', crowd.mediaPlaylistMs);
  row('/api/health, idle', idle.health);
  row('/api/health, with the viewers', underLoad.health);
  row('/api/config (static), idle', idle.config);
  row('/api/config (static), with the viewers', underLoad.config);
  row("the viewers' own event loop, late by", crowd.crowdLoopDelayMs);
  if (result.steadyDatabase && result.idle.transactionsPerSecond !== null && result.steadyDatabase.seconds >= MIN_STEADY_SECONDS) {
    const { transactions, segments: steadySegments, seconds } = result.steadyDatabase;
    const beyondIdle = transactions - result.idle.transactionsPerSecond * seconds;
    console.log(
      `${verdict(beyondIdle < steadySegments / 10)} database transactions while only segments were fetched: ${transactions} in ` +
        `${seconds.toFixed(0)} s for ${steadySegments} segments, ${beyondIdle.toFixed(0)} beyond the ` +
        `${result.idle.transactionsPerSecond.toFixed(1)}/s counted before the viewers came (goal: no query per segment)`,
    );
  }
  if (result.storage === 'disk') {
    console.log(
      `${verdict(crowd.segmentLastByteMs.p99 <= GOAL_P99_MS)} segment p99 (last byte) ${ms(crowd.segmentLastByteMs.p99)} ms (goal ≤ ${GOAL_P99_MS})`,
    );
    console.log(`${verdict(underLoad.health.p99 <= GOAL_P99_MS)} /api/health p99 ${ms(underLoad.health.p99)} ms (goal ≤ ${GOAL_P99_MS})`);
    if (result.serverTiming) {
      const { answers, within5Ms, within10Ms, within25Ms } = result.serverTiming;
      const percent = (share: number) => `${(share * 100).toFixed(2)} %`;
      // Not the issue's goal, which is timed at the viewers: what of it the server itself takes.
      console.log(
        `Server side: of ${answers} segment answers, ${percent(within5Ms)} finished within 5 ms, ${percent(within10Ms)} within 10 ms ` +
          `and ${percent(within25Ms)} within 25 ms of arriving (so its own p99 is ${within10Ms >= 0.99 ? 'within' : 'over'} 10 ms)`,
      );
    }
    return;
  }
  const playlists = crowd.origins[base];
  // Beyond the answers received from it and the rate of other writes before the viewers came: the database protocol
  // of the playlists' access checks, its S3 requests, its logs.
  const apiOtherWrites = Math.round(result.apiWroteBytes - result.bytesReceivedFromApi - result.idle.otherWritesPerSecond * SECONDS);
  console.log(
    `From the API: ${playlists?.playlistResponses ?? 0} playlists (${mb(playlists?.playlistBodyBytes ?? 0)} MB) and ` +
      `${result.segmentBytesFromApi} segment bytes; from S3: ${mb(result.segmentBytesFromStorage)} MB of segments. The API process wrote ` +
      `${mb(result.apiWroteBytes)} MB in all, ${mb(apiOtherWrites)} MB beyond its answers and its writes before the viewers came; ` +
      `S3 sent ${result.storageSentOthers} bytes to others than the viewers.`,
  );
  // Exact at the viewers (no segment byte from the API's origin); at S3's side a bound: its writes beyond what the
  // viewers received also hold a few MB that are not the API's (2026-11-29), far below the video a proxy would pull.
  const bound = result.segmentBytesFromStorage / 100;
  const pass = result.segmentBytesFromApi === 0 && result.storageSentOthers !== null && result.storageSentOthers < bound;
  console.log(
    `${verdict(pass)} video bytes proxied by the API: ${result.segmentBytesFromApi} (goal 0; and S3 sent others than the viewers ` +
      `less than 1 % of the segments' bytes: ${mb(result.storageSentOthers ?? 0)} MB)`,
  );
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hls-viewers-'));
  try {
    const started = performance.now();
    const clip = makeRendition(dataDir);
    console.log(`A ${VIDEO_SECONDS} s rendition at ${VIDEO_BITRATE}bit/s made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const results: StorageResult[] = [];
    for (const kind of STORAGES) {
      const result = await measureStorage(kind, clip, dataDir);
      report(result);
      results.push(result);
    }
    const database = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
    writeResults(`hls-viewers-${database}`, {
      database,
      viewers: VIEWERS,
      seconds: SECONDS,
      burstSegments: BURST_SEGMENTS,
      rampSeconds: RAMP_SECONDS,
      goalP99Ms: GOAL_P99_MS,
      results,
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
