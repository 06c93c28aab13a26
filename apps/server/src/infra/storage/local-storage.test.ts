import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
});
