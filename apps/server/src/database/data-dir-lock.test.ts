import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const lockModule = new URL('./data-dir-lock.ts', import.meta.url).pathname;

/** Another server process holding the lock, started the way main.ts takes it. */
async function holderProcess(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)}); await lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(line.toString()).toContain('locked');
  return child;
}

describe('lockDataDir', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a data directory held by a running process and frees it the moment that process is killed', async () => {
    const holder = await holderProcess(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const unlock = await lockDataDir(dir);
    await unlock();
  });

  it('is not blocked by a pid file of the old scheme naming a live process', async () => {
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    const unlock = await lockDataDir(dir);
    await expect(lockDataDir(path.join(dir, '.', ''))).rejects.toBeInstanceOf(DataDirLockedError);
    await unlock();
  });
});
