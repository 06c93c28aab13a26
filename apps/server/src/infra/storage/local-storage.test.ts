import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';

describe('createLocalStorage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'files-'));

  it('stores a file and signs a URL that verifies until it expires', async () => {
    let now = Date.UTC(2026, 10, 22, 12);
    const storage = createLocalStorage(root, 'secret-of-32-characters-or-more!!', () => now);
    await storage.put('workspaces/w1/logo-a.png', Buffer.from('png-bytes'), 'image/png');
    const url = new URL(await storage.signedUrl('workspaces/w1/logo-a.png'), 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const sig = url.searchParams.get('sig')!;
    const verified = storage.verify('workspaces/w1/logo-a.png', expires, sig);
    expect(verified).toMatchObject({ contentType: 'image/png' });
    expect(fs.readFileSync(verified!.filePath, 'utf8')).toBe('png-bytes');
    expect(storage.verify('workspaces/w1/other.png', expires, sig)).toBeNull();
    expect(storage.verify('workspaces/w1/logo-a.png', expires + 1, sig)).toBeNull();
    now = expires * 1000 + 1;
    expect(storage.verify('workspaces/w1/logo-a.png', expires, sig)).toBeNull();
  });

  it('never leaves its root', async () => {
    const storage = createLocalStorage(root, 'secret-of-32-characters-or-more!!');
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/escapes/);
  });

  it('deletes files', async () => {
    const storage = createLocalStorage(root, 'secret-of-32-characters-or-more!!');
    await storage.put('a/b.png', Buffer.from('x'), 'image/png');
    await storage.delete('a/b.png');
    expect(fs.existsSync(path.join(root, 'a/b.png'))).toBe(false);
  });

  it('puts each part in its place, whatever order parts arrive in, and completes with no copy', async () => {
    const storage = createLocalStorage(root, 'secret-of-32-characters-or-more!!');
    const key = 'uploads/many.bin';
    const partSize = 4;
    const uploadId = await storage.multipart.create(key, 'application/octet-stream');
    const send = (number: number, text: string) =>
      storage.multipart.uploadPart(key, uploadId, number, Readable.from([Buffer.from(text)]), undefined, partSize);
    const contents = ['<01>', '<02>', '<03>', '<04>', '<5>'];
    const parts = await Promise.all(
      contents.map(async (text, index) => ({ partNumber: index + 1, ...(await send(index + 1, text)) })).reverse(),
    );
    // A part sent again wins; one sent past the last part listed at completion is left out.
    parts[2] = { partNumber: 3, ...(await send(3, '<3!>')) };
    await send(6, '<6!>');
    const listed = parts.sort((a, b) => a.partNumber - b.partNumber);
    expect(listed.map((part) => part.size)).toEqual([4, 4, 4, 4, 3]);
    const partsFolder = path.join(root, '.multipart', uploadId);
    const uploadInode = fs.statSync(path.join(partsFolder, 'upload')).ino;
    await storage.multipart.complete(key, uploadId, listed, partSize);
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('<01><02><3!><04><5>');
    expect(fs.statSync(path.join(root, key)).ino).toBe(uploadInode);
    expect(fs.existsSync(partsFolder)).toBe(false);
  });

  it('joins parts of other sizes than expected by copying, shorter ones from their place and longer ones from their own files', async () => {
    const storage = createLocalStorage(root, 'secret-of-32-characters-or-more!!');
    const key = 'uploads/mixed.bin';
    const partSize = 4;
    const uploadId = await storage.multipart.create(key, 'application/octet-stream');
    const send = (number: number, text: string) =>
      storage.multipart.uploadPart(key, uploadId, number, Readable.from([Buffer.from(text)]), text.length, partSize);
    const contents = ['<1>', '<two!>', '<03>', '<four>', '<5>'];
    const parts = await Promise.all(contents.map(async (text, index) => ({ partNumber: index + 1, ...(await send(index + 1, text)) })));
    // A long part sent again at the expected size is read from its place, not from the file the first copy left.
    parts[1] = { partNumber: 2, ...(await send(2, '<2!>')) };
    await storage.multipart.complete(key, uploadId, parts, partSize);
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('<1><2!><03><four><5>');
    expect(fs.existsSync(path.join(root, '.multipart', uploadId))).toBe(false);
  });

  it('refuses a part for an upload that was aborted', async () => {
    const storage = createLocalStorage(root, 'secret-of-32-characters-or-more!!');
    const uploadId = await storage.multipart.create('uploads/gone.bin', 'application/octet-stream');
    await storage.multipart.abort('uploads/gone.bin', uploadId);
    await expect(storage.multipart.uploadPart('uploads/gone.bin', uploadId, 1, Readable.from([Buffer.from('late')]), 4, 4)).rejects.toThrow(
      /ENOENT/,
    );
  });
});
