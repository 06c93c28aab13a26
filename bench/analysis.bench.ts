/**
 * Analysis: the transcript search at 10,000 published chunks in one channel next to the static-JSON route of the same
 * server, then the whole pipeline on a talk of about ten minutes synthesised now (wall time per step and per minute
 * of audio, against issue 30's goal of 8 s a minute, CPU time, /api/health meanwhile), first with one transcription
 * process (ANALYSIS_CONCURRENCY=1; BENCH_ANALYSIS_BASELINE=false skips it) and then with one per core, on the same
 * talk one after the other. Not a test: the numbers depend on the machine. Writes .tmp/bench-analysis-<database>.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../apps/server/src/database/migrate.js';
import { eventLoopProbeEnv } from './analysis-health.js';
import { measurePipeline, printPipelines, synthesiseTalk, type LabelledPipeline } from './analysis-pipeline.js';
import {
  base,
  durationSeconds,
  measure,
  openBenchDatabase,
  printRatioTable,
  startServer,
  stopServer,
  waitForHealth,
  writeResults,
} from './bench-support.js';
import { seedChannels } from './seed-channels.js';
import { RARE_WORD, seedChunks } from './seed-chunks.js';

const size = { channels: 10, users: 20, followsPerUser: 1, chunks: 10_000, chunksPerVideo: 20 };
/** Public (seed-channels.ts makes 9 in 10 public); every chunk is in this channel, so each search reads them all. */
const CHANNEL = 'benchchannel1';
const json = { 'content-type': 'application/json' };

async function signedInViewer(): Promise<string> {
  const email = `bench.viewer.${Date.now()}@example.com`;
  const password = 'bench-password';
  await fetch(`${base}/api/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  if (!login.ok) throw new Error(`viewer login: ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** The searches the web app sends (`q` only, so 20 hits at most): from a word in almost every chunk to one said nowhere. */
const SEARCHES = [
  ['word in 9 chunks of 10, "the"', 'the'],
  ['common words, "interest rates"', 'interest rates'],
  [`rare word, 1 chunk in 1,000, "${RARE_WORD}"`, RARE_WORD],
  ['word said nowhere, "zeppelin"', 'zeppelin'],
  ['Chinese, "恒生指數"', '恒生指數'],
] as const;

async function measureSearch() {
  const channel = (await (await fetch(`${base}/api/workspaces/${CHANNEL}`)).json()) as { id: string };
  const searchUrl = (query: string) => `/api/workspaces/${channel.id}/chunks/search?q=${encodeURIComponent(query)}`;
  const cookie = await signedInViewer();
  for (const [name, query] of SEARCHES) {
    const answer = (await (await fetch(`${base}${searchUrl(query)}`, { headers: { cookie } })).json()) as { results: unknown[] };
    console.log(`${name}: ${answer.results.length} hits`);
  }
  const results = [await measure('static JSON (reference)', '/api/config')];
  // The search needs a login, as the videos' chunk lists do: a guest is refused before any query runs.
  results.push(await measure('search as a guest (refused, 401)', searchUrl(SEARCHES[1][1]), {}, [], 401));
  for (const [name, query] of SEARCHES) results.push(await measure(`search (signed in), ${name}`, searchUrl(query), { cookie }));
  printRatioTable(results);
  return results;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analysis-'));
  const started = Date.now();
  const database = await openBenchDatabase(dataDir);
  await migrate(database.handle);
  await seedChannels(database.handle.db, size);
  await seedChunks(database.handle.db, { workspaceSlug: CHANNEL, count: size.chunks, perVideo: size.chunksPerVideo });
  await database.handle.close();
  const kind = database.databaseUrl ? 'postgres' : 'pglite';
  console.log(
    `${kind}: seeded ${size.chunks} chunks in ${size.chunks / size.chunksPerVideo} videos of one channel in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores)`,
  );

  const server = startServer(dataDir, database.databaseUrl);
  let search: Awaited<ReturnType<typeof measureSearch>>;
  try {
    await waitForHealth();
    search = await measureSearch();
  } finally {
    await stopServer(server);
  }
  try {
    const talk = await synthesiseTalk(path.join(dataDir, 'talk'));
    const cores = os.availableParallelism();
    const settings = [
      ...(process.env.BENCH_ANALYSIS_BASELINE === 'false' ? [] : [{ label: 'ANALYSIS_CONCURRENCY=1', concurrency: 1 }]),
      { label: `ANALYSIS_CONCURRENCY=${cores} (the default here)`, concurrency: cores },
    ];
    const pipelines: LabelledPipeline[] = [];
    for (const { label, concurrency } of settings) {
      const eventLoopFile = path.join(dataDir, 'event-loop.json');
      const analysing = startServer(dataDir, database.databaseUrl, {
        ANALYSIS_CONCURRENCY: String(concurrency),
        ...eventLoopProbeEnv(eventLoopFile),
      });
      try {
        await waitForHealth();
        pipelines.push({ label, result: await measurePipeline(talk, analysing.pid!, eventLoopFile) });
      } finally {
        await stopServer(analysing);
      }
    }
    printPipelines(pipelines);
    writeResults(`analysis-${kind}`, { database: kind, size, durationSeconds, search, pipelines });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
