import type { Stats } from 'node:fs';
import fsp from 'node:fs/promises';

export interface HotFilesLimits {
  /** Bytes kept in all; the file read longest ago goes first. */
  maxBytes: number;
  /** A larger file is read from disk each time (a recording, an upload), never kept. */
  maxFileBytes: number;
}

interface Kept {
  ino: number;
  size: number;
  mtimeMs: number;
  bytes: Promise<Buffer>;
}

/**
 * Small files read again and again (the segments a crowd is watching) kept in memory, so each answer costs a stat
 * instead of an open, reads and a close on the thread pool. A kept file is served only while the stat still matches:
 * storage writes by renaming a new file into place (a new inode), so a file written again, by this process or
 * another on the same disk, is read again. Viewers asking for a file being read share that read.
 */
export function createHotFiles({ maxBytes, maxFileBytes }: HotFilesLimits, readFile: (filePath: string) => Promise<Buffer> = fsp.readFile) {
  const kept = new Map<string, Kept>();
  let keptBytes = 0;

  function forget(filePath: string): void {
    const entry = kept.get(filePath);
    if (!entry) return;
    kept.delete(filePath);
    keptBytes -= entry.size;
  }

  return {
    /** Whether read() would keep this file. */
    fits: (stat: Stats) => stat.size > 0 && stat.size <= maxFileBytes,

    /** The file's bytes as `stat` (taken just now) describes them: from memory when kept and unchanged. */
    read(filePath: string, stat: Stats): Promise<Buffer> {
      const entry = kept.get(filePath);
      if (entry && entry.ino === stat.ino && entry.size === stat.size && entry.mtimeMs === stat.mtimeMs) {
        // Most recently used last: the Map's order is the eviction order.
        kept.delete(filePath);
        kept.set(filePath, entry);
        return entry.bytes;
      }
      forget(filePath);
      const fresh: Kept = { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, bytes: readFile(filePath) };
      kept.set(filePath, fresh);
      keptBytes += fresh.size;
      for (const [oldest] of kept) {
        if (keptBytes <= maxBytes) break;
        forget(oldest);
      }
      fresh.bytes.catch(() => {
        if (kept.get(filePath) === fresh) forget(filePath);
      });
      return fresh.bytes;
    },

    stats: () => ({ files: kept.size, bytes: keptBytes }),
  };
}
