import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export interface ModelToDownload {
  url: string;
  sha256: string;
  /** The final path; nothing is ever written there but a complete file whose hash matched. */
  target: string;
}

export interface DownloadProgress {
  receivedBytes: number;
  totalBytes: number | null;
}

export class ModelDownloadError extends Error {
  override readonly name = 'ModelDownloadError';
}

/** The part file beside the target: what has arrived so far, kept across runs so that an interrupted download resumes. */
export function partPath(target: string): string {
  return `${target}.part`;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** The byte the server starts from: the one asked for when it answers 206 for it, else 0 (a full answer, start over). */
function resumedFrom(response: Response, asked: number): number {
  if (response.status !== 206) return 0;
  const match = /^bytes (\d+)-/.exec(response.headers.get('content-range') ?? '');
  if (!match || Number(match[1]) !== asked) throw new ModelDownloadError(`the server resumed at another byte than ${asked}`);
  return asked;
}

/**
 * Downloads a model into `target.part`, resuming what an earlier run left there (HTTP Range), then checks the whole
 * file's SHA-256 and only then renames it to `target`. A mismatch deletes the part file and fails: the next run
 * starts over. An interrupted transfer keeps the part file and fails: the next run resumes it.
 */
export async function downloadModel(
  model: ModelToDownload,
  options: { fetch?: typeof fetch; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<{ resumedFrom: number; bytes: number }> {
  const get = options.fetch ?? fetch;
  const part = partPath(model.target);
  await fsp.mkdir(path.dirname(model.target), { recursive: true });
  const have = await fsp.stat(part).then(
    (stat) => stat.size,
    () => 0,
  );
  let response: Response;
  try {
    response = await get(model.url, { headers: have > 0 ? { range: `bytes=${have}-` } : {}, redirect: 'follow' });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new ModelDownloadError(`could not reach ${model.url} (${cause})`);
  }
  let start: number;
  if (response.status === 416 && have > 0) {
    // The part file already holds every byte (a run stopped between the transfer and the check).
    start = have;
  } else if (response.ok && response.body) {
    start = resumedFrom(response, have);
    const length = Number(response.headers.get('content-length') ?? NaN);
    const totalBytes = Number.isFinite(length) ? start + length : null;
    let receivedBytes = start;
    // Each chunk is written before the next is read, so what arrived before a drop is all on disk for the resume.
    const file = await fsp.open(part, start > 0 ? 'a' : 'w');
    try {
      for await (const chunk of response.body) {
        await file.write(chunk);
        receivedBytes += chunk.length;
        options.onProgress?.({ receivedBytes, totalBytes });
      }
    } catch (error) {
      throw new ModelDownloadError(
        `the download stopped after ${receivedBytes} bytes (${error instanceof Error ? error.message : String(error)}); run the command again to resume it`,
      );
    } finally {
      await file.close();
    }
  } else {
    await response.body?.cancel();
    throw new ModelDownloadError(`${model.url} answered ${response.status}`);
  }
  const actual = await sha256Of(part);
  if (actual !== model.sha256) {
    await fsp.rm(part, { force: true });
    throw new ModelDownloadError(`the downloaded file's SHA-256 is ${actual}, not the published ${model.sha256}: it was deleted`);
  }
  const handle = await fsp.open(part, 'r+');
  try {
    // On disk before the rename: after a power cut the model is whole or absent, never a file of zeros.
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(part, model.target);
  const { size } = await fsp.stat(model.target);
  return { resumedFrom: start, bytes: size };
}
