import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from '../../infra/storage/storage.js';

/** A scratch directory for one job, removed afterwards whatever happens. */
export async function withWorkDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), prefix));
  try {
    return await work(dir);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** Copies a stored object to a local file, so ffmpeg reads a seekable file whatever the storage is; false if absent. */
export async function download(storage: ObjectStorage, key: string, target: string): Promise<boolean> {
  const stored = await storage.read(key);
  if (!stored) return false;
  await pipeline(stored.body, fs.createWriteStream(target));
  return true;
}
