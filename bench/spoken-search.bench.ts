/**
 * The header search's spoken words (GET /api/search/chunks) at 100,000 published chunks over ten channels (nine
 * public), next to the static-JSON route of the same server, against issue 31's goal: at least 0.25 of the static
 * route's req/s with a p99 of 30 ms or less (on PostgreSQL). The server answers from its index of spoken words in
 * memory once built (after start, in the background): the bench builds one in its own process first to say how long
 * that takes and how much heap it keeps, then waits for the server's before measuring. Not a test: the numbers depend
 * on the machine. Writes .tmp/bench-spoken-search-<database>.json.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { DatabaseHandle } from '../apps/server/src/database/database.js';
import { migrate } from '../apps/server/src/database/migrate.js';
import { createWriteGeneration } from '../apps/server/src/infra/cache/write-generation.js';
import { createSpokenIndexRepository } from '../apps/server/src/modules/sharing/spoken-index.repository.js';
import { createSpokenIndexSync } from '../apps/server/src/modules/sharing/spoken-index-sync.js';
import {
  base,
  durationSeconds,
  measure,
  openBenchDatabase,
  printRatioTable,
  runBenchmark,
  serverCpuMs,
  startServer,
  stopServer,
  waitForHealth,
  warmUp,
  watchServerCpu,
  writeResults,
  type Measurement,
} from './bench-support.js';
import { seedChannels } from './seed-channels.js';
import { RARE_WORD, seedChunks } from './seed-chunks.js';
import { TEN_MINUTE_TALK } from './ten-minute-talk.js';

const CHANNELS = 10;
const CHUNKS_PER_CHANNEL = Number(process.env.BENCH_SPOKEN_CHUNKS_PER_CHANNEL ?? 10_000);
const size = { channels: CHANNELS, users: 20, followsPerUser: 1, chunksPerChannel: CHUNKS_PER_CHANNEL, chunksPerVideo: 20 };
const GOAL = { ratio: 0.25, p99Ms: 30 };

/** What people type in the header: from a word said in most chunks to one said nowhere, in English and Chinese. */
const SEARCHES = [
  ['word in 9 chunks of 10, "the"', 'the'],
  ['common words, "interest rates"', 'interest rates'],
  ['common words, page 3', 'interest rates', 3],
  [`rare word, 1 chunk in 1,000, "${RARE_WORD}"`, RARE_WORD],
  ['word said nowhere, "zeppelin"', 'zeppelin'],
  ['Chinese as said (Traditional), "恒生指數"', '恒生指數'],
  ['Chinese in the other script (Simplified), "恒生指数"', '恒生指数'],
] as const;

const searchUrl = (query: string, page = 1) => `/api/search/chunks?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`;

/**
 * Two words said in one sentence of the seeded talk, every pair once, then both orders of every pair and every order of
 * three words of one sentence: what people type when the same search is not typed by a crowd at once, which no cache
 * has seen (the searches above are repeated). The index answers more a second than there are pairs.
 */
function distinctPairs(): string[] {
  const sentences = TEN_MINUTE_TALK.flatMap(({ sentences }) => sentences).map((sentence) => [
    ...new Set(sentence.toLowerCase().match(/[a-z]{4,}/g) ?? []),
  ]);
  const pairs: string[] = [];
  const more: string[] = [];
  for (const words of sentences) {
    for (const [i, a] of words.entries()) {
      for (const [j, b] of words.entries()) {
        if (j === i) continue;
        (j > i ? pairs : more).push(`${a} ${b}`);
        for (const [k, c] of words.entries()) if (k !== i && k !== j) more.push(`${a} ${b} ${c}`);
      }
    }
  }
  return [...new Set([...pairs, ...more])];
}

/** measure() with a new query for each request, in turn from `queries`; throws when they run out (a repeat would be kept). */
async function measureDistinct(name: string, queries: readonly string[]): Promise<Measurement> {
  let turn = 0;
  const cpuBefore = serverCpuMs();
  const result = await autocannon({
    url: `${base}${searchUrl(queries[0]!)}`,
    connections: 10,
    duration: durationSeconds,
    requests: [
      {
        setupRequest: (request) => {
          if (turn >= queries.length) throw new Error(`${name}: only ${queries.length} distinct searches; lower BENCH_SECONDS`);
          return { ...request, path: searchUrl(queries[turn++]!) };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  console.log(`${name}: ${result.requests.total} requests, each a search not asked before (of ${queries.length})`);
  const cpuAfter = serverCpuMs();
  const serverCpuUsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  return {
    name,
    url: '/api/search/chunks?q=<a new pair each request>',
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    serverCpuUsPerRequest,
  };
}

async function measureSearch(): Promise<Measurement[]> {
  for (const [name, query, page] of SEARCHES) {
    const answer = (await (await fetch(`${base}${searchUrl(query, page)}`)).json()) as { results: unknown[]; has_more: boolean };
    console.log(`${name}: ${answer.results.length} hits${answer.has_more ? ', more follow' : ''}`);
  }
  await warmUp('/api/config');
  const results = [await measure('static JSON (reference)', '/api/config')];
  for (const [name, query, page] of SEARCHES) results.push(await measure(`search (guest), ${name}`, searchUrl(query, page)));
  results.push(await measureDistinct('search (guest), a new pair of spoken words each request', distinctPairs()));
  // Searches still running when autocannon stopped end before the server is stopped, instead of failing on a closed pool.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  printRatioTable(results);
  const reference = results[0]!;
  for (const row of results.slice(1)) {
    const ratio = row.requestsPerSecond / reference.requestsPerSecond;
    const pass = ratio >= GOAL.ratio && row.p99Ms <= GOAL.p99Ms;
    console.log(
      `${pass ? 'PASS' : 'MISS'} ${row.name}: ${ratio.toFixed(2)}x static (goal ≥ ${GOAL.ratio}), p99 ${row.p99Ms} ms (goal ≤ ${GOAL.p99Ms})`,
    );
  }
  return results;
}

/** A full collection, so heap figures count what is kept rather than what is waiting to be collected. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/**
 * Builds the spoken-word index in this process, as the server does after start, and says how long that took and how
 * much heap the index keeps (heap used after a full collection, before and after).
 */
async function measureIndex(handle: DatabaseHandle): Promise<{ buildMs: number; heapMb: number }> {
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  let ready: { videos: number; chunks: number; lines: number; terms: number } | undefined;
  const sync = createSpokenIndexSync(createSpokenIndexRepository(handle.db), createWriteGeneration());
  sync.start({ info: (stats: object) => (ready = stats as typeof ready), warn: (...args: unknown[]) => console.warn(...args) });
  while (!sync.ready()) await new Promise((resolve) => setTimeout(resolve, 10));
  const buildMs = performance.now() - started;
  collectGarbage();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  await sync.stop();
  console.log(
    `index built in this process in ${(buildMs / 1000).toFixed(1)} s: ${ready?.videos} videos, ${ready?.chunks} chunks, ` +
      `${ready?.lines} lines, ${ready?.terms} terms, ${heapMb.toFixed(1)} MB of heap kept ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  return { buildMs, heapMb };
}

/** Waits until the server answers searches from its index (it builds it after start, answering from the database). */
async function untilIndexReady(): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await fetch(`${base}${searchUrl('ready')}`);
    if (answer.headers.get('x-spoken-search') === 'index') return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-spoken-search-'));
  const started = Date.now();
  const database = await openBenchDatabase(dataDir);
  await migrate(database.handle);
  await seedChannels(database.handle.db, size);
  for (let channel = 1; channel <= CHANNELS; channel += 1) {
    await seedChunks(database.handle.db, {
      workspaceSlug: `benchchannel${channel}`,
      count: CHUNKS_PER_CHANNEL,
      perVideo: size.chunksPerVideo,
    });
  }
  const kind = database.databaseUrl ? 'postgres' : 'pglite';
  console.log(
    `${kind}: seeded ${CHANNELS * CHUNKS_PER_CHANNEL} chunks in ${CHANNELS} channels (1 private) in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores)`,
  );
  const index = await measureIndex(database.handle);
  await database.handle.close();

  const server = startServer(dataDir, database.databaseUrl);
  watchServerCpu(server.pid);
  try {
    await waitForHealth();
    const readyMs = await untilIndexReady();
    console.log(
      `the server answered from its index ${(readyMs / 1000).toFixed(1)} s after it was up (load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
    const search = await measureSearch();
    writeResults(`spoken-search-${kind}`, {
      database: kind,
      size,
      durationSeconds,
      goal: GOAL,
      index: { ...index, serverReadyMs: readyMs },
      search,
    });
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

runBenchmark(main);
