import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freshDataDir } from './data-template.js';
import { waitForHealth } from './health.js';

/**
 * How long a server may take to answer its health check. tsx compiles the server as it loads: well over a minute when
 * the live tests' encoders hold both cores. A hook that starts one needs a timeout above this (HOOK_TIMEOUT_MS).
 */
export const SERVER_START_TIMEOUT_MS = 180_000;
export const HOOK_TIMEOUT_MS = SERVER_START_TIMEOUT_MS + 60_000;

const root = path.resolve(import.meta.dirname, '../..');

/**
 * An app server of the test's own, started as `npm start` starts it, that the test may stop and start again on
 * the same data directory (the shared servers of playwright.config.ts must keep running for other tests).
 * `extraEnv` adds to or overrides the environment (ADMIN_EMAIL and ADMIN_PASSWORD for a test that needs the admin).
 */
export function ownServer(port: number, name: string, extraEnv: Record<string, string> = {}) {
  const dataDir = path.join(root, '.tmp', name);
  let child: ChildProcess | null = null;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    /** Whether the process this started is still running. */
    get running(): boolean {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    fresh() {
      freshDataDir(dataDir);
    },
    async start(): Promise<void> {
      const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: url,
          LOG_LEVEL: 'warn',
          PASSWORD_HASHING: 'test-only',
          ADDRESS_RATE_LIMITS: 'test-only',
          ...extraEnv,
        },
      });
      child = started;
      try {
        await waitForHealth(url, SERVER_START_TIMEOUT_MS, () => started.exitCode !== null);
      } catch (error) {
        started.kill('SIGKILL');
        throw error;
      }
    },
    /**
     * Stops the server as a deploy or a crash would; the next start finds the same database and files. Answers its exit
     * code (null when a signal ended it, or when it was not running).
     */
    async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return running?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => running.once('exit', resolve));
      running.kill(signal);
      return exited;
    },
  };
}
