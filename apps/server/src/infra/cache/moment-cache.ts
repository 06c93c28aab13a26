import type { WriteGeneration } from './write-generation.js';

export interface MomentCacheOptions {
  /** How long a value is served again. */
  ttlMs: number;
  /** Values kept at most; the oldest goes first. */
  maxEntries: number;
  generation: WriteGeneration;
  /** The clock; by default Date.now as it is at each call, so a test that fakes Date moves it here too. */
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  loadedAt: number;
  generation: number;
}

/**
 * Values read from the database, kept for a moment per key. Callers asking for a key that is being loaded share that
 * load, so a crowd arriving at once makes one query, not one each. A value read while a change was made through this
 * process is handed to the callers that asked for it but not kept; a failed load is never kept.
 */
export function createMomentCache<T>({ ttlMs, maxEntries, generation, now = () => Date.now() }: MomentCacheOptions) {
  const entries = new Map<string, Entry<T>>();

  function fresh(entry: Entry<T> | undefined): entry is Entry<T> {
    return entry !== undefined && entry.generation === generation.current() && now() - entry.loadedAt < ttlMs;
  }

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (fresh(kept)) return kept.value;
      // The count before the load starts: a change made while it runs leaves the value unkept.
      const startedAt = { loadedAt: now(), generation: generation.current() };
      const entry: Entry<T> = { ...startedAt, value: load() };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.value.then(() => {
        if (entry.generation !== generation.current()) forget();
      }, forget);
      return entry.value;
    },
  };
}

export type MomentCache<T> = ReturnType<typeof createMomentCache<T>>;
