import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startModelStandin } from '../../../test-support/models/model-standin.js';
import { downloadModel, ModelDownloadError, partPath } from './download-model.js';

const content = randomBytes(256 * 1024);
const sha256 = createHash('sha256').update(content).digest('hex');

describe('downloadModel', () => {
  let dir: string;
  let target: string;
  const closers: (() => Promise<void>)[] = [];
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'models-'));
    target = path.join(dir, 'models', 'ggml-test.bin');
  });
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const standin = async (options?: Parameters<typeof startModelStandin>[1]) => {
    const server = await startModelStandin(content, options);
    closers.push(server.close);
    return server;
  };

  it('stores the file under its name once its SHA-256 matches, and leaves no part file', async () => {
    const server = await standin();
    const result = await downloadModel({ url: server.url, sha256, target });
    expect(result).toEqual({ resumedFrom: 0, bytes: content.length });
    expect(fs.readFileSync(target).equals(content)).toBe(true);
    expect(fs.existsSync(partPath(target))).toBe(false);
  });

  it('refuses a file whose hash is not the published one: nothing is stored, and the part file is deleted', async () => {
    const server = await standin();
    const wrong = createHash('sha256').update('another file').digest('hex');
    await expect(downloadModel({ url: server.url, sha256: wrong, target })).rejects.toThrow(/SHA-256 is [0-9a-f]{64}, not the published/);
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.existsSync(partPath(target))).toBe(false);
  });

  it('fails an interrupted download without a model file, then resumes it from where it stopped', async () => {
    const server = await standin({ cuts: 1, cutAfterBytes: 100_000 });
    const first = downloadModel({ url: server.url, sha256, target });
    await expect(first).rejects.toBeInstanceOf(ModelDownloadError);
    expect(fs.existsSync(target)).toBe(false);
    const kept = fs.statSync(partPath(target)).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(content.length);

    const second = await downloadModel({ url: server.url, sha256, target });
    expect(second.resumedFrom).toBe(kept);
    expect(server.ranges).toEqual([null, `bytes=${kept}-`]);
    expect(fs.readFileSync(target).equals(content)).toBe(true);
    expect(fs.existsSync(partPath(target))).toBe(false);
  });

  it('starts over when the server sends the whole file instead of the rest', async () => {
    const server = await standin({ cuts: 1, cutAfterBytes: 50_000, ignoreRange: true });
    await expect(downloadModel({ url: server.url, sha256, target })).rejects.toBeInstanceOf(ModelDownloadError);
    const result = await downloadModel({ url: server.url, sha256, target });
    expect(result.resumedFrom).toBe(0);
    expect(fs.readFileSync(target).equals(content)).toBe(true);
  });

  it('checks a part file that already holds every byte instead of fetching it again', async () => {
    const server = await standin();
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(partPath(target), content);
    const result = await downloadModel({ url: server.url, sha256, target });
    expect(result.resumedFrom).toBe(content.length);
    expect(fs.readFileSync(target).equals(content)).toBe(true);
  });

  it('deletes a resumed part file that turns out wrong, so the next run starts clean', async () => {
    const server = await standin();
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Not the first bytes of the model: resuming after them makes a file with the wrong hash.
    fs.writeFileSync(partPath(target), randomBytes(1000));
    await expect(downloadModel({ url: server.url, sha256, target })).rejects.toThrow(/not the published/);
    expect(fs.existsSync(partPath(target))).toBe(false);
    expect(fs.existsSync(target)).toBe(false);
    await downloadModel({ url: server.url, sha256, target });
    expect(fs.readFileSync(target).equals(content)).toBe(true);
  });

  it('says what the server answered when the file is not there', async () => {
    const server = await standin();
    await expect(downloadModel({ url: server.url.replace('model.bin', 'other.bin'), sha256, target })).rejects.toThrow(/answered 404/);
    expect(fs.existsSync(target)).toBe(false);
  });
});
