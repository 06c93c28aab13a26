import type { FastifyBaseLogger } from 'fastify';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import type { SpokenWords } from '../analysis/index.js';
import { createSpokenIndex } from './spoken-index.js';
import { createSpokenChangeReader } from './spoken-index-changes.js';
import { createSpokenVideoLoader } from './spoken-index-loader.js';
import type { SpokenIndexRepository } from './spoken-index.repository.js';
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
const RETRY_BUILD_MS = 30_000;

/**
 * The spoken-word index of this process kept in step with the database: built in the background after start, a few
 * milliseconds of work at a time (spoken-index-loader.ts); then the changes that migration 0031's triggers log (by any
 * process, job or hand) are read every second, and before a search that follows a change made through this process,
 * and the videos they name are read again (spoken-index-changes.ts). Until it is ready, and if reading the changes
 * fails, searches take the database path.
 */
export function createSpokenIndexSync(repository: SpokenIndexRepository, writes: WriteGeneration, options: SpokenIndexOptions = {}) {
  const settings = { ...DEFAULTS, ...options };
  const index = createSpokenIndex();
  let state: 'idle' | 'building' | 'ready' | 'stopped' = 'idle';
  let log: Pick<FastifyBaseLogger, 'info' | 'warn'> | undefined;
  let building: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const loader = createSpokenVideoLoader(repository, index, { batchVideos: settings.batchVideos, stopped: () => state === 'stopped' });
  const changes = createSpokenChangeReader(repository, index, loader, { writes, keepChangesMinutes: settings.keepChangesMinutes });

  async function build(): Promise<void> {
    state = 'building';
    index.clear();
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    await changes.startFromNow();
    index.beginBuild();
    await loader.loadAll(() => state === 'building');
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
    await changes.refresh();
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
    if (Date.now() - changes.position.readAt > (settings.keepChangesMinutes * 60_000) / 2) {
      // The changes it missed may be forgotten by now: only a new build is sure to hold them.
      log?.warn('spoken-word index: changes not read for too long; building it again');
      startBuild();
      return;
    }
    changes.refresh().catch((error: unknown) => log?.warn({ err: error }, 'spoken-word index: reading changes failed'));
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
      await changes.settled();
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
      const behind = () => changes.position.readGeneration < generation || changes.position.readAt < oldest;
      try {
        // A read under way when the search came may have started before the change made here: then one more.
        for (let round = 0; round < 3 && behind(); round += 1) await changes.refresh();
      } catch (error) {
        log?.warn({ err: error }, 'spoken-word index: reading changes failed; this search uses the database');
        return null;
      }
      return index.chunksSaying(words, limit);
    },
  };
}

export type SpokenIndexSync = ReturnType<typeof createSpokenIndexSync>;
