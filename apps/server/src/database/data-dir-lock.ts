import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';

export class DataDirLockedError extends Error {}

/** The lock's name: one per data directory, whatever path spelling reaches it. */
function lockAddress(dataDir: string): string {
  const hash = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 32);
  // A leading NUL puts the socket in Linux's abstract namespace: no file, and the kernel frees it with the process.
  return `\0chunks-data-dir-${hash}`;
}

/**
 * PGlite has no lock across processes, and two processes on one data directory silently lose writes
 * (ARCHITECTURE §4). The lock is an abstract Unix socket this process listens on: the kernel owns it for exactly
 * as long as the process lives, so a crash leaves nothing stale behind and no reused process id can block a start.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new DataDirLockedError(`DATA_DIR ${dataDir} is in use by another running server; stop it first or choose another DATA_DIR.`)
          : error,
      );
    });
    server.listen(lockAddress(dataDir), resolve);
  });
  // The lock must not keep an otherwise finished process alive.
  server.unref();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
