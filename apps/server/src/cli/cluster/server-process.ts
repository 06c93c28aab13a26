import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `node --import tsx` finds tsx. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
/** Lines of a process's output kept, to say why it did not start or what it logged before it stopped. */
const KEPT_LINES = 400;

export type ServerRole = 'api' | 'worker';

export interface ServerProcess {
  name: string;
  role: ServerRole;
  /** The API's address; null for a worker. */
  url: string | null;
  child: ChildProcess;
  /** The last lines it wrote, stdout and stderr together. */
  output(): string[];
  /** Resolves with the exit code (or the signal's name) when it has stopped. */
  exited: Promise<number | string>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface StartOptions {
  name: string;
  role: ServerRole;
  /** The API's port; ignored for a worker. */
  port?: number;
  /** Everything the process needs besides ROLE, PORT and HOST (DATABASE_URL, REDIS_URL, S3_* …). */
  env: NodeJS.ProcessEnv;
  /** Called with each line it writes, e.g. to show a person the processes' logs. */
  onLine?: (line: string) => void;
  /** Called with the child as soon as it is spawned, so that a caller stopping early can end it while it starts. */
  onSpawn?: (child: ChildProcess) => void;
  startTimeoutMs?: number;
}

/**
 * Starts `node --import tsx apps/server/src/main.ts` as `npm start` would, in the role given, and resolves once it
 * says it has started (an API listens, a worker works the queues) and an API's `/api/health` answers.
 */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const { name, role, port = 0, onLine, startTimeoutMs = 60_000 } = options;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { ...options.env, ROLE: role, PORT: String(port), HOST: '127.0.0.1' },
    // The IPC channel is how main.ts says it has started, whatever LOG_LEVEL lets it log.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  options.onSpawn?.(child);
  const lines: string[] = [];
  const startedMessage = new Promise<void>((resolve) => {
    child.on('message', (message: unknown) => {
      if ((message as { started?: unknown } | null)?.started) resolve();
    });
  });
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
      onLine?.(line);
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });

  const url = role === 'api' ? `http://127.0.0.1:${port}` : null;
  const ready = startedMessage.then(async () => {
    if (!url) return;
    const health = await fetch(`${url}/api/health`);
    if (!health.ok) throw new Error(`${name}: /api/health answered ${health.status}`);
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not start within ${startTimeoutMs} ms`)), startTimeoutMs);
  });
  const ended = exited.then((code) => {
    throw new Error(`${name} stopped (${code}) before it started`);
  });
  try {
    await Promise.race([ready, timedOut, ended]);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}; its last output:\n${lines.slice(-30).join('\n')}`);
  } finally {
    clearTimeout(timer);
    // `ended` rejects when the process stops later, as it is meant to: nobody waits on it past the start.
    ended.catch(() => undefined);
  }

  return {
    name,
    role,
    url,
    child,
    output: () => [...lines],
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
