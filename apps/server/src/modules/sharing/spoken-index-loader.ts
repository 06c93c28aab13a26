import type { SpokenIndex } from './spoken-index.js';
import type { SpokenIndexRepository, SpokenVideoRow } from './spoken-index.repository.js';

/** The event loop is handed back after this much work (ms), so requests keep being answered while the index builds. */
const SLICE_MS = 4;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads videos from the database into the index, `batchVideos` at a time, handing the event loop back every few
 * milliseconds of packing; stops between batches once `stopped()` says so.
 */
export function createSpokenVideoLoader(
  repository: SpokenIndexRepository,
  index: SpokenIndex,
  { batchVideos, stopped }: { batchVideos: number; stopped: () => boolean },
) {
  let sliceStart = performance.now();

  async function pause(): Promise<void> {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  }

  /** Puts these videos in as the database has them now (out, when they are no longer public). */
  async function load(ids: readonly string[], known?: readonly SpokenVideoRow[]): Promise<void> {
    for (let at = 0; at < ids.length && !stopped(); at += batchVideos) {
      const batch = ids.slice(at, at + batchVideos);
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

  return {
    load,

    /** Every public channel, then every published video of them, page by page, while `building()` holds. */
    async loadAll(building: () => boolean): Promise<void> {
      for (const channel of await repository.channels()) index.putChannel(channel.id, channel);
      let after: SpokenVideoRow | null = null;
      while (building()) {
        const page = await repository.videosPage(after, batchVideos);
        if (page.length === 0) break;
        await load(
          page.map((row) => row.id),
          page,
        );
        after = page.at(-1)!;
      }
    },
  };
}

export type SpokenVideoLoader = ReturnType<typeof createSpokenVideoLoader>;
