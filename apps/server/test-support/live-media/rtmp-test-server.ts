import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const RTMP_MODULE_PATH = '/usr/lib/nginx/modules/ngx_rtmp_module.so';

export interface RtmpTestServer {
  port: number;
  /** `rtmp://127.0.0.1:<port>/<app>/<key>`; the server has one application, `live`. */
  url(app: string, key: string): string;
  /** Stops nginx and removes its directory. */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 5_000;
const STOP_GRACE_MS = 2_000;
const MISSING_MESSAGE = 'the restream tests need nginx with its RTMP module: run `sudo bash scripts/system-deps.sh`';

/**
 * Starts nginx with its RTMP module on 127.0.0.1 and a free port, as a stand-in for YouTube's or Facebook's ingest:
 * one process (no master, no daemon) under a temporary prefix, so nothing under /etc/nginx or /var is touched.
 */
export async function startRtmpTestServer(): Promise<RtmpTestServer> {
  if (!fs.existsSync(RTMP_MODULE_PATH)) throw new Error(`${RTMP_MODULE_PATH} is missing: ${MISSING_MESSAGE}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rtmp-test-'));
  try {
    const port = await freeTcpPort();
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port));
    const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    await waitUntilListening(child, port, dir);
    return {
      port,
      url: (app, key) => `rtmp://127.0.0.1:${port}/${app}/${key}`,
      stop: async () => {
        await stopProcess(child, exited);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function nginxConfig(dir: string, port: number): string {
  return `load_module ${RTMP_MODULE_PATH};
daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 64; }
rtmp {
  server {
    listen 127.0.0.1:${port};
    chunk_size 4096;
    application live {
      live on;
      record off;
      allow publish 127.0.0.1;
      deny publish all;
      allow play 127.0.0.1;
      deny play all;
    }
  }
}
`;
}

/** A port the kernel just handed out; nginx binds it right after, so another taker is very unlikely. */
function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilListening(child: ChildProcess, port: number, dir: string): Promise<void> {
  let stderr = '';
  let exitCode: number | null | undefined;
  let spawnError: Error | undefined;
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.once('exit', (code) => (exitCode = code));
  child.once('error', (error) => (spawnError = error));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (spawnError) throw new Error(`nginx could not start (${spawnError.message}): ${MISSING_MESSAGE}`);
    if (exitCode !== undefined) throw new Error(`nginx exited with ${exitCode}: ${stderr.trim() || readLog(dir)}`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not listen on 127.0.0.1:${port} within ${START_TIMEOUT_MS} ms: ${readLog(dir)}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function readLog(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, 'error.log'), 'utf8').trim();
  } catch {
    return '(no error.log)';
  }
}

async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // SIGQUIT is nginx's graceful stop, which would wait for the players still connected: a test wants it gone.
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
