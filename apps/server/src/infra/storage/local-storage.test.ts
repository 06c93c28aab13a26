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

  it('joins many parts in the order given, without piling listeners on the joined file', async () => {
    const storage = createLocalStorage(root, 'secret-of-32-characters-or-more!!');
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const uploadId = await storage.multipart.create('uploads/many.bin', 'application/octet-stream');
      const numbers = Array.from({ length: 15 }, (_, index) => index + 1);
      const parts = [];
      for (const number of [...numbers].reverse()) {
        const { etag } = await storage.multipart.uploadPart(
          'uploads/many.bin',
          uploadId,
          number,
          Readable.from([`<${number}>`]),
          undefined,
        );
        parts.unshift({ partNumber: number, etag });
      }
      await storage.multipart.complete('uploads/many.bin', uploadId, parts);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(fs.readFileSync(path.join(root, 'uploads/many.bin'), 'utf8')).toBe(numbers.map((number) => `<${number}>`).join(''));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });
});
