import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { FILE_CHUNK_BYTES, writeAtomically, type KeyResolver } from './local-disk.js';
import { PartTooLargeError, type MultipartStorage, type StoredPart } from './storage.js';

const MULTIPART_DIR = '.multipart';
const UPLOAD_FILE = 'upload';
/** A stored copy of a part is named by its ETag, a random UUID in quotes. */
const PART_ETAG = /^"([0-9a-f-]{36})"$/;

function refuseBeyond(partSize: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > partSize ? new PartTooLargeError(partSize) : null, chunk);
    },
  });
}

/** Copies the parts one after the other into `target`: the join of parts that are not all in place. */
async function joinByCopy(target: string, parts: readonly { file: string; start: number; size: number }[]): Promise<void> {
  const joined = fs.createWriteStream(target, { highWaterMark: FILE_CHUNK_BYTES });
  for (const part of parts) {
    if (part.size === 0) continue;
    const source = fs.createReadStream(part.file, {
      start: part.start,
      end: part.start + part.size - 1,
      highWaterMark: FILE_CHUNK_BYTES,
    });
    await pipeline(source, joined, { end: false });
  }
  joined.end();
  await finished(joined);
}

/** Uploads in parts on disk: each upload a folder under `.multipart`, joined into its key when completed. */
export function createLocalMultipart(resolveKey: KeyResolver): MultipartStorage {
  function partsDir(uploadId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
    return resolveKey(path.join(MULTIPART_DIR, uploadId));
  }

  /**
   * An upload's bytes: each part of the expected size (or shorter) is written straight to its place in this file, so
   * completing an upload of such parts is a rename.
   */
  const wholeFile = (uploadId: string) => path.join(partsDir(uploadId), UPLOAD_FILE);
  /** A part longer than the expected size, kept in a file of its own (named as its ETag) until it is joined. */
  const separateFile = (uploadId: string, copyId: string) => path.join(partsDir(uploadId), `part-${copyId}`);

  /** Where each part's bytes are: its own file when it has one, else its place in the upload's file. */
  async function locateParts(uploadId: string, parts: readonly StoredPart[], partSize: number) {
    return Promise.all(
      parts.map(async (part) => {
        const copyId = PART_ETAG.exec(part.etag)?.[1];
        const own = copyId ? separateFile(uploadId, copyId) : null;
        const separate =
          own !== null &&
          (await fsp.access(own).then(
            () => true,
            () => false,
          ));
        return separate
          ? { ...part, file: own, start: 0 }
          : { ...part, file: wholeFile(uploadId), start: (part.partNumber - 1) * partSize };
      }),
    );
  }

  return {
    async create() {
      const uploadId = randomUUID();
      await fsp.mkdir(partsDir(uploadId), { recursive: true });
      await fsp.writeFile(wholeFile(uploadId), '');
      return uploadId;
    },
    async uploadPart(_key, uploadId, partNumber, body, size, partSize) {
      // The ETag names this stored copy of the part (a part sent again gets a new one), which is all completing and
      // resuming compare. An MD5 of every byte, as S3 makes it, cost more CPU than the rest of the upload path.
      const copyId = randomUUID();
      // A longer part (another S3 client's layout) would run into the next part's place in the upload's file.
      const inPlace = size === undefined || size <= partSize;
      // 'r+' writes into the file without truncating it; both flags fail when the upload was aborted (its folder is gone).
      const file = inPlace
        ? fs.createWriteStream(wholeFile(uploadId), { flags: 'r+', start: (partNumber - 1) * partSize, highWaterMark: FILE_CHUNK_BYTES })
        : fs.createWriteStream(separateFile(uploadId, copyId), { flags: 'wx', highWaterMark: FILE_CHUNK_BYTES });
      // A part of unknown length is counted on its way, so that it never spills into the next part's place (a length
      // given is checked by the caller, and the HTTP parser stops there).
      await (size === undefined ? pipeline(body, refuseBeyond(partSize), file) : pipeline(body, file));
      return { etag: `"${copyId}"`, size: file.bytesWritten };
    },
    async complete(key, uploadId, parts, partSize) {
      const target = resolveKey(key);
      const located = await locateParts(uploadId, parts, partSize);
      const allInPlace = located.every(
        (part, index) => part.file === wholeFile(uploadId) && (index === parts.length - 1 || part.size === partSize),
      );
      if (allInPlace) {
        const last = parts.at(-1);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        // Parts sent but left out of the completion may lie past the last one listed.
        await fsp.truncate(wholeFile(uploadId), last ? (last.partNumber - 1) * partSize + last.size : 0);
        await fsp.rename(wholeFile(uploadId), target);
      } else {
        await writeAtomically(target, (temporary) => joinByCopy(temporary, located));
      }
      await fsp.rm(partsDir(uploadId), { recursive: true, force: true });
    },
    async abort(_key, uploadId) {
      await fsp.rm(partsDir(uploadId), { recursive: true, force: true });
    },
  };
}
