import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAtomically } from './local-disk.js';
import { createHotFiles } from './hot-files.js';

describe('createHotFiles', () => {
  let dir: string;
  let diskReads: string[];
  const countingRead = async (filePath: string) => {
    diskReads.push(path.basename(filePath));
    return fsp.readFile(filePath);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hot-files-'));
    diskReads = [];
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function write(name: string, text: string) {
    const filePath = path.join(dir, name);
    await writeAtomically(filePath, (temporary) => fsp.writeFile(temporary, text));
    return filePath;
  }
  const read = (hot: ReturnType<typeof createHotFiles>, filePath: string) =>
    hot.read(filePath, fs.statSync(filePath)).then((bytes) => bytes.toString());

  it('reads a file from disk once for a crowd, and again once it has been written anew', async () => {
    const hot = createHotFiles({ maxBytes: 1000, maxFileBytes: 100 }, countingRead);
    const segment = await write('segment1.m4s', 'first version');
    const crowd = await Promise.all([read(hot, segment), read(hot, segment), read(hot, segment)]);
    expect(crowd).toEqual(['first version', 'first version', 'first version']);
    expect(await read(hot, segment)).toBe('first version');
    expect(diskReads).toEqual(['segment1.m4s']);

    await write('segment1.m4s', 'second version');
    expect(await read(hot, segment)).toBe('second version');
    expect(diskReads).toEqual(['segment1.m4s', 'segment1.m4s']);
  });

  it('keeps at most maxBytes, forgetting the file read longest ago, and says which files fit', async () => {
    const hot = createHotFiles({ maxBytes: 25, maxFileBytes: 10 }, countingRead);
    const files = await Promise.all(['a', 'b', 'c'].map((name) => write(name, name.repeat(10))));
    await read(hot, files[0]!);
    await read(hot, files[1]!);
    await read(hot, files[0]!);
    await read(hot, files[2]!);
    expect(hot.stats()).toEqual({ files: 2, bytes: 20 });
    await read(hot, files[0]!);
    await read(hot, files[1]!);
    // a was asked again after b, so b went when c came; a stayed.
    expect(diskReads).toEqual(['a', 'b', 'c', 'b']);
    expect(hot.fits(fs.statSync(files[0]!))).toBe(true);
    expect(hot.fits(fs.statSync(await write('big', 'x'.repeat(11))))).toBe(false);
    expect(hot.fits(fs.statSync(await write('empty', '')))).toBe(false);
  });

  it('keeps no failed read', async () => {
    let failNext = true;
    const hot = createHotFiles({ maxBytes: 1000, maxFileBytes: 100 }, async (filePath) => {
      if (failNext) {
        failNext = false;
        throw new Error('disk error');
      }
      return countingRead(filePath);
    });
    const segment = await write('segment2.m4s', 'bytes');
    await expect(read(hot, segment)).rejects.toThrow('disk error');
    expect(hot.stats()).toEqual({ files: 0, bytes: 0 });
    expect(await read(hot, segment)).toBe('bytes');
  });
});
