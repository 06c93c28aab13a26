import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import type { SpokenIndex } from './spoken-index.js';
import type { SpokenVideoLoader } from './spoken-index-loader.js';
import type { SpokenChange, SpokenIndexRepository } from './spoken-index.repository.js';

const FORGET_EVERY_MS = 60_000;

/**
 * The changes migration 0031's triggers log, read into the index: the videos and channels they name are read again.
 * Changes by transactions older than the horizon were read; those at or past it that were read are kept in `seen`, so
 * a transaction that commits late is not skipped and one read twice is applied once.
 */
export function createSpokenChangeReader(
  repository: SpokenIndexRepository,
  index: SpokenIndex,
  loader: SpokenVideoLoader,
  { writes, keepChangesMinutes }: { writes: WriteGeneration; keepChangesMinutes: number },
) {
  let horizon: string | null = null;
  let seen = new Set<string>();
  let reading: Promise<void> | null = null;
  let forgottenAt = 0;
  const position = { readAt: 0, readGeneration: -1 };

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
    await loader.load([...videoIds]);
  }

  async function read(): Promise<void> {
    const generation = writes.current();
    const startedAt = Date.now();
    const { horizon: next, changes } = await repository.changesSince(horizon);
    await apply(changes.filter((change) => !seen.has(change.seq)));
    const nextTx = BigInt(next);
    seen = new Set(changes.filter((change) => BigInt(change.tx) >= nextTx).map((change) => change.seq));
    horizon = next;
    position.readAt = startedAt;
    position.readGeneration = generation;
    if (startedAt - forgottenAt > FORGET_EVERY_MS) {
      forgottenAt = startedAt;
      await repository.forgetChangesBefore(keepChangesMinutes);
    }
  }

  return {
    /** When the changes were last read (ms) and this process's write generation then. */
    position: position as Readonly<typeof position>,

    /** A build starts: what it reads holds every change before the current horizon. */
    async startFromNow(): Promise<void> {
      ({ horizon } = await repository.changesSince(null));
      seen = new Set();
      position.readAt = Date.now();
      position.readGeneration = writes.current();
    },

    /** Reads the changes, or joins the read under way. */
    refresh(): Promise<void> {
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },

    /** Waits for a read under way, if any, whatever its outcome. */
    settled: async (): Promise<void> => {
      await reading?.catch(() => undefined);
    },
  };
}
