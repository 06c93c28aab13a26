import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Parts and recordings are written and read a megabyte at a time: with the streams' default (16 KB for writing), an
 * upload waits on many small disk writes and holds the sender back each time.
 */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/** The path of a key under the storage root; a key that would lead out of it (`../`) is refused. */
export type KeyResolver = (key: string) => string;

export function keyResolver(rootDir: string): KeyResolver {
  return (key) => {
    const resolved = path.resolve(rootDir, key);
    if (!resolved.startsWith(path.resolve(rootDir) + path.sep)) throw new Error(`key escapes the storage root: ${key}`);
    return resolved;
  };
}

export async function writeAtomically(target: string, write: (temporary: string) => Promise<void>): Promise<void> {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const temporary = `${target}.${randomUUID()}.part`;
  try {
    await write(temporary);
    await fsp.rename(temporary, target);
  } finally {
    await fsp.rm(temporary, { force: true });
  }
}
