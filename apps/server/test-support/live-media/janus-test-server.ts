import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';

// A real Janus for tests (unit tests here, browser tests in e2e/): a throw-away configuration with only the VideoRoom
// plugin and the WebSockets transport on 127.0.0.1, started from Debian's `janus` binary and stopped at the end.

export interface JanusTestServer {
  /** `ws://127.0.0.1:<port>` */
  url: string;
  /** The VideoRoom admin key this Janus requires to create rooms and forwards (`lock_rtp_forward`). */
  adminKey: string;
  /** Janus's process, whose CPU a benchmark counts as the SFU's. */
  pid: number;
  /** The interface Janus offers ICE candidates on, and its IPv4 address (test clients must use it too). */
  iceInterface: { name: string; address: string };
  stop(): Promise<void>;
}

const PLUGINS = '/usr/lib/x86_64-linux-gnu/janus';
const READY_TIMEOUT_MS = 15_000;
const STOP_GRACE_MS = 3_000;
/**
 * Janus's default is a thread of its own per peer connection: with 50 viewers, measured on 2 cores, that cost 42-48 %
 * of a core against 25-27 % with one shared event loop per core (`npm run bench:live`, Janus only, two runs each).
 */
const EVENT_LOOPS = os.availableParallelism();

/** Whether Debian's `janus` is installed (scripts/system-deps.sh installs it). */
export function janusInstalled(): boolean {
  // `janus --version` prints the version and exits with 1: only a failure to start it (ENOENT) means it is missing.
  return spawnSync('janus', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/**
 * Janus never offers loopback as an ICE candidate, even when told to (live-media-probe §1): it must use a real
 * interface. Traffic to the machine's own address still goes through `lo`.
 */
export function firstNonLoopbackIpv4(): { name: string; address: string } {
  for (const [name, addresses] of Object.entries(os.networkInterfaces())) {
    const ipv4 = addresses?.find((address) => address.family === 'IPv4' && !address.internal);
    if (ipv4) return { name, address: ipv4.address };
  }
  throw new Error('Janus needs a non-loopback IPv4 interface for ICE, and this machine has none');
}

export interface JanusTestOptions {
  /** When the caller must know them before Janus starts (an app server's environment); default a free port. */
  port?: number;
  /** Default: a key of this process. */
  adminKey?: string;
  /** How long Janus keeps a session it hears nothing from; default 60 s, as in Janus's own configuration. */
  sessionTimeoutSeconds?: number;
}

export async function startJanusTestServer(options: JanusTestOptions = {}): Promise<JanusTestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'janus-test-'));
  const port = options.port ?? (await freeTcpPort());
  const adminKey = options.adminKey ?? `test-admin-${process.pid}`;
  const iceInterface = firstNonLoopbackIpv4();
  writeConfig(dir, { port, adminKey, iceInterface: iceInterface.name, sessionTimeoutSeconds: options.sessionTimeoutSeconds ?? 60 });
  const logPath = path.join(dir, 'janus.log');
  const log = fs.openSync(logPath, 'w');
  const child = spawn('janus', ['-C', path.join(dir, 'janus.jcfg'), '-F', dir, '-o'], { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const url = `ws://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, logPath);
  } catch (error) {
    await stopProcess(child);
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    adminKey,
    pid: child.pid!,
    iceInterface,
    async stop() {
      await stopProcess(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface ConfigValues {
  port: number;
  adminKey: string;
  iceInterface: string;
  sessionTimeoutSeconds: number;
}

function writeConfig(dir: string, { port, adminKey, iceInterface, sessionTimeoutSeconds }: ConfigValues): void {
  const only = (folder: string, keep: string) =>
    fs
      .readdirSync(path.join(PLUGINS, folder))
      .filter((file) => file.endsWith('.so') && file !== keep)
      .join(',');
  const files: Record<string, string> = {
    'janus.jcfg': `general: {
  configs_folder = "${dir}"
  plugins_folder = "${PLUGINS}/plugins"
  transports_folder = "${PLUGINS}/transports"
  events_folder = "${PLUGINS}/events"
  loggers_folder = "${PLUGINS}/loggers"
  debug_level = 4
  event_loops = ${EVENT_LOOPS}
  session_timeout = ${sessionTimeoutSeconds}
}
nat: {
  ignore_mdns = true
  ice_enforce_list = "${iceInterface}"
}
plugins: { disable = "${only('plugins', 'libjanus_videoroom.so')}" }
transports: { disable = "${only('transports', 'libjanus_websockets.so')}" }
loggers: { disable = "${only('loggers', '')}" }
events: { broadcast = false disable = "${only('events', '')}" }
`,
    'janus.transport.websockets.jcfg': `general: { json = "compact" ws = true ws_port = ${port} ws_ip = "127.0.0.1" wss = false }
admin: { admin_ws = false admin_wss = false }
`,
    'janus.plugin.videoroom.jcfg': `general: { admin_key = "${adminKey}" lock_rtp_forward = true events = false }
`,
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
}

async function waitUntilReady(url: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const failure = (why: string) => new Error(`Janus ${why}; its log:\n${fs.readFileSync(logPath, 'utf8').slice(-3_000)}`);
  while (!(await accepts(url))) {
    if (child.exitCode !== null || child.signalCode !== null) throw failure(`exited (${child.exitCode ?? child.signalCode})`);
    if (Date.now() > deadline) throw failure(`did not listen on ${url} within ${READY_TIMEOUT_MS} ms`);
    await sleep(100);
  }
}

function accepts(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, 'janus-protocol');
    ws.once('open', () => {
      ws.close();
      resolve(true);
    });
    ws.once('error', () => resolve(false));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await Promise.race([exited, sleep(STOP_GRACE_MS, 'timeout')])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
