import type { FastifyBaseLogger } from 'fastify';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import type { SpokenWords } from '../analysis/index.js';
import { createSpokenIndex } from './spoken-index.js';
import type { SpokenChange, SpokenIndexRepository, SpokenVideoRow } from './spoken-index.repository.js';
import type { SpokenMatch } from './spoken-search.repository.js';

export interface SpokenIndexOptions {
  /** How often the changes logged in the database are read (ms). */
  pollMs?: number;
  /** A search waits for the changes to be read when they were last read longer ago than this (ms; 0: every search). */
  maxStaleMs?: number;
  /** Videos read from the database at once, while building and reloading. */
  batchVideos?: number;
  /** How long the logged changes are kept (minutes): a process that could not read them for half of it rebuilds. */
  keepChangesMinutes?: number;
}

const DEFAULTS: Required<SpokenIndexOptions> = { pollMs: 1000, maxStaleMs: 5000, batchVideos: 100, keepChangesMinutes: 60 };
/** The event loop is handed back after this much work (ms), so requests keep being answered while the index builds. */
const SLICE_MS = 4;
const RETRY_BUILD_MS = 30_000;
const FORGET_EVERY_MS = 60_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The spoken-word index of this process kept in step with the database: built in the background after start, a few
 * milliseconds of work at a time; then the changes that migration 0031's triggers log (by any process, job or hand)
 * are read every second, and before a search that follows a change made through this process, and the videos they
 * name are read again. Until it is ready, and if reading the changes fails, searches take the database path.
 */
export function createSpokenIndexSync(repository: SpokenIndexRepository, writes: WriteGeneration, options: SpokenIndexOptions = {}) {
  const settings = { ...DEFAULTS, ...options };
  const index = createSpokenIndex();
  let state: 'idle' | 'building' | 'ready' | 'stopped' = 'idle';
  let log: Pick<FastifyBaseLogger, 'info' | 'warn'> | undefined;
  /** Changes by transactions older than this are read; those at or past it that were read are in `seen`. */
  let horizon: string | null = null;
  let seen = new Set<string>();
  let readAt = 0;
  let readGeneration = -1;
  let reading: Promise<void> | null = null;
  let building: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let forgottenAt = 0;
  let sliceStart = performance.now();

  async function pause(): Promise<void> {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  }

  /** Puts these videos in as the database has them now (out, when they are no longer public). */
  async function load(ids: readonly string[], known?: readonly SpokenVideoRow[]): Promise<void> {
    for (let at = 0; at < ids.length && state !== 'stopped'; at += settings.batchVideos) {
      const batch = ids.slice(at, at + settings.batchVideos);
      const rows = known ?? (await repository.videosByIds(batch));
      const chunks = await repository.chunksOf(rows.map((row) => row.id));
      const byId = new Map(rows.map((row) => [row.id, row]));
      sliceStart = performance.now();
      for (const id of batch) {
        const row = byId.get(id);
        index.putVideo(id, row ? { ...row, chunks: chunks.get(id) ?? [] } : null);
        await pause();
      }
    }
  }

  async function build(): Promise<void> {
    state = 'building';
    index.clear();
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    ({ horizon } = await repository.changesSince(null));
    seen = new Set();
    readAt = Date.now();
    readGeneration = writes.current();
    index.beginBuild();
    for (const channel of await repository.channels()) index.putChannel(channel.id, channel);
    let after: SpokenVideoRow | null = null;
    while (state === 'building') {
      const page = await repository.videosPage(after, settings.batchVideos);
      if (page.length === 0) break;
      await load(
        page.map((row) => row.id),
        page,
      );
      after = page.at(-1)!;
    }
    index.endBuild();
    if (state !== 'building') return;
    state = 'ready';
    log?.info(
      {
        ...index.size(),
        ms: Math.round(performance.now() - started),
        heapMb: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6),
      },
      'spoken-word index ready',
    );
    // What changed while it was being built.
    await refresh();
  }

  async function apply(changes: readonly SpokenChange[]): Promise<void> {
    const videoIds = new Set(changes.flatMap((change) => (change.activityId ? [change.activityId] : [])));
    const channelIds = [...new Set(changes.flatMap((change) => (change.workspaceId ? [change.workspaceId] : [])))];
    if (channelIds.length > 0) {
      const found = new Map((await repository.channels(channelIds)).map((channel) => [channel.id, channel]));
      for (const id of channelIds) {
        for (const videoId of index.videoIdsOf(id)) videoIds.add(videoId);
        index.putChannel(id, found.get(id) ?? null);
      }
      for (const videoId of await repository.videoIdsOfChannels(channelIds)) videoIds.add(videoId);
    }
    await load([...videoIds]);
  }

  async function read(): Promise<void> {
    const generation = writes.current();
    const startedAt = Date.now();
    const { horizon: next, changes } = await repository.changesSince(horizon);
    await apply(changes.filter((change) => !seen.has(change.seq)));
    const nextTx = BigInt(next);
    seen = new Set(changes.filter((change) => BigInt(change.tx) >= nextTx).map((change) => change.seq));
    horizon = next;
    readAt = startedAt;
    readGeneration = generation;
    if (startedAt - forgottenAt > FORGET_EVERY_MS) {
      forgottenAt = startedAt;
      await repository.forgetChangesBefore(settings.keepChangesMinutes);
    }
  }

  /** Reads the changes, or joins the read under way. */
  function refresh(): Promise<void> {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  }

  function startBuild(): void {
    building = build().catch((error: unknown) => {
      log?.warn({ err: error }, 'spoken-word index: building failed; searches use the database, trying again soon');
      if (state === 'stopped') return;
      state = 'idle';
      setTimeout(() => state === 'idle' && startBuild(), RETRY_BUILD_MS).unref();
    });
  }

  function tick(): void {
    if (state !== 'ready') return;
    if (Date.now() - readAt > (settings.keepChangesMinutes * 60_000) / 2) {
      // The changes it missed may be forgotten by now: only a new build is sure to hold them.
      log?.warn('spoken-word index: changes not read for too long; building it again');
      startBuild();
      return;
    }
    refresh().catch((error: unknown) => log?.warn({ err: error }, 'spoken-word index: reading changes failed'));
  }

  return {
    /** Starts building in the background; searches use the database until it is ready. */
    start(logger: Pick<FastifyBaseLogger, 'info' | 'warn'>): void {
      if (state !== 'idle') return;
      log = logger;
      startBuild();
      timer = setInterval(tick, settings.pollMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      state = 'stopped';
      clearInterval(timer);
      await building;
      await reading?.catch(() => undefined);
    },

    ready: () => state === 'ready',

    /**
     * The chunks saying the words, once the index holds every change made through this process and is at most
     * maxStaleMs behind the others; null when it cannot say (not built, or the changes cannot be read).
     */
    async chunksSaying(words: SpokenWords, limit: number): Promise<SpokenMatch[] | null> {
      if (state !== 'ready') return null;
      const generation = writes.current();
      const oldest = Date.now() - settings.maxStaleMs;
      try {
        // A read under way when the search came may have started before the change made here: then one more.
        for (let round = 0; round < 3 && (readGeneration < generation || readAt < oldest); round += 1) await refresh();
      } catch (error) {
        log?.warn({ err: error }, 'spoken-word index: reading changes failed; this search uses the database');
        return null;
      }
      return index.chunksSaying(words, limit);
    },
  };
}

export type SpokenIndexSync = ReturnType<typeof createSpokenIndexSync>;
