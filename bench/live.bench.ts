/**
 * The live room's embedded SFU (werift in the server's worker thread): one publisher sending 720p30 VP8 and Opus
 * through the HTTP API, then N viewers in a child process (bench/live-viewers.ts), each a signed-in user who joined
 * the room. Per step: the server's CPU and RSS, how many viewers get the publisher's bitrate, how soon they get video,
 * and /api/health next to its idle reference. Not a test: the numbers depend on the machine. Writes .tmp/bench-live.json.
 */
import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { MediaStreamTrack, RTCPeerConnection, RtpPacket } from 'werift';
import { janusInstalled, startJanusTestServer, type JanusTestServer } from '../apps/server/test-support/live-media/janus-test-server.js';
import { peerConfig, withoutFallbackStun } from '../apps/server/src/infra/live-media/werift/peer-config.js';
import type { WeriftNetworkOptions } from '../apps/server/src/infra/live-media/werift/protocol.js';
import { clientOnInterface, waitFor } from '../apps/server/test-support/live-media/test-peers.js';
import { base, root, startServer, stopServer, waitForHealth, runBenchmark } from './bench-support.js';
import { GLASS_GOALS, measureGlassToGlass, type GlassResult } from './live-glass.js';
import type { ViewersInput, ViewersMessage } from './live-viewers.js';

const STEPS = (process.env.BENCH_LIVE_STEPS ?? '10,25,50').split(',').map(Number);
const WINDOW_SECONDS = 10;
const IDLE_HEALTH_SECONDS = 5;
/** Time for the newest viewers' first keyframes and the SFU's queues to settle before the window opens. */
const SETTLE_MS = 2_000;
/** What ffmpeg is asked for: VP8 at 1500 kbit/s and Opus at 48 kbit/s. */
const SOURCE_KBPS = 1548;
type Engine = 'werift' | 'janus';
/** The live-room issue's goals; Janus, multithreaded C, is expected to serve more viewers per core than werift. */
const SUBSCRIBERS_PER_CORE_GOAL: Record<Engine, number> = { werift: 100, janus: 150 };
const GOALS = { healthP99Ms: 10, firstVideoMs: 300 };
const ENGINES = (process.env.BENCH_LIVE_ENGINES ?? 'werift,janus').split(',') as Engine[];
const json = { 'content-type': 'application/json' };
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

type Kind = 'audio' | 'video';

async function api<T>(method: string, url: string, options: { cookie?: string; headers?: Record<string, string>; body?: unknown }) {
  const response = await fetch(`${base}${url}`, {
    method,
    // Fastify refuses an empty body declared as JSON, so a call without a body sends no content type.
    headers: { ...(options.body === undefined ? {} : json), ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return { body: (response.status === 204 ? null : await response.json()) as T, response };
}

/**
 * The server limits signups and logins per address (50 an hour); with TRUST_PROXY on, each bench user comes from an
 * address of its own, as real users would.
 */
async function signIn(index: number, signup: Record<string, unknown>): Promise<string> {
  const email = `bench.live.${Date.now()}.${index}@example.com`;
  const password = 'bench-password';
  const headers = { 'x-forwarded-for': `10.77.${index >> 8}.${index & 255}` };
  await api('POST', '/api/signup', { headers, body: { ...signup, email, password } });
  const { response } = await api('POST', '/api/auth/login', { headers, body: { email, password } });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function join(activityId: string, sessionId: string, cookie: string): Promise<string> {
  return (await api<{ token: string }>('PUT', `/api/activities/${activityId}/join`, { cookie, body: { sessionId } })).body.token;
}

/**
 * /api/health is asked at a steady rate, as users' pages would ask the API, not as fast as the server answers: a flood
 * measures the server's spare capacity instead of its latency, and its CPU would count as the room's.
 */
const HEALTH_REQUESTS_PER_SECOND = 100;

async function healthP99(seconds: number): Promise<number> {
  const result = await autocannon({
    url: `${base}/api/health`,
    connections: 2,
    duration: seconds,
    overallRate: HEALTH_REQUESTS_PER_SECOND,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`/api/health: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.latency.p99;
}

/** utime + stime of every thread of the process (the SFU's worker thread included), in seconds. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces; the fields after it are fixed: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** utime + stime of each thread of `pid` but its main one, in seconds, by thread id. */
function threadCpuSeconds(pid: number): Map<string, number> {
  const threads = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    if (tid === String(pid)) continue;
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    threads.set(tid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
  }
  return threads;
}

/**
 * The most CPU any one thread used between the two readings: in the server that is werift's SFU worker (Node leaves
 * every thread named "node", so it is told apart by its load).
 */
function busiestThreadSeconds(before: Map<string, number>, after: Map<string, number>): number {
  return Math.max(0, ...[...after].map(([tid, seconds]) => seconds - (before.get(tid) ?? 0)));
}

function rssMegabytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) / 1024;
}

/**
 * 720p30 VP8 at about 1.5 Mbit/s and Opus from ffmpeg, as RTP to local UDP sockets, written to the publisher's tracks.
 * RtpSource of test-peers.ts is the same idea at test size (320x240, 300 kbit/s), too light to load an SFU.
 */
async function startSource(tracks: Record<Kind, MediaStreamTrack>): Promise<{ sentBytes: () => number; stop: () => void }> {
  let sentBytes = 0;
  const sockets: dgram.Socket[] = [];
  const listen = (kind: Kind) => {
    const socket = dgram.createSocket('udp4');
    sockets.push(socket);
    socket.on('message', (data) => {
      const packet = RtpPacket.deSerialize(data);
      sentBytes += packet.payload.length;
      tracks[kind].writeRtp(packet);
    });
    return new Promise<number>((resolve) => socket.bind(0, '127.0.0.1', () => resolve((socket.address() as AddressInfo).port)));
  };
  const [audioPort, videoPort] = await Promise.all([listen('audio'), listen('video')]);
  // Fifteen minutes at most: a benchmark that dies without stop() must not leave ffmpeg encoding for good.
  const input = ['-re', '-t', '900', '-f', 'lavfi'];
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error'],
      ...[...input, '-i', 'testsrc2=size=1280x720:rate=30', ...input, '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-map', '0:v', '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1500k', '-g', '30'],
      // Constant bitrate: in VBR, libvpx sent this pattern at anything from 0.4 to 1.6 Mbit/s from one run to the next.
      ...['-minrate', '1500k', '-maxrate', '1500k'],
      ...['-f', 'rtp', `rtp://127.0.0.1:${videoPort}`],
      ...['-map', '1:a', '-c:a', 'libopus', '-b:a', '48k', '-f', 'rtp', `rtp://127.0.0.1:${audioPort}`],
    ],
    { stdio: 'ignore' },
  );
  return {
    sentBytes: () => sentBytes,
    stop: () => {
      ffmpeg.kill('SIGKILL');
      for (const socket of sockets) socket.close();
    },
  };
}

/** Publishes camera and microphone through the HTTP API the way the web client does: the client offers, the server answers. */
async function publish(
  activityId: string,
  token: string,
  cookie: string,
  tracks: Record<Kind, MediaStreamTrack>,
  network: WeriftNetworkOptions,
) {
  const headers = { 'x-live-token': token };
  // One retry, for the werift DTLS handshake failure described at connectedWithRetry in test-peers.ts.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const pc = new RTCPeerConnection(peerConfig(network));
    for (const kind of ['audio', 'video'] as const) pc.addTransceiver(tracks[kind], { direction: 'sendonly' });
    withoutFallbackStun(pc);
    await pc.setLocalDescription(await pc.createOffer());
    const { body } = await api<{ feed_id: string; sdp: string }>('POST', `/api/activities/${activityId}/live/publish`, {
      cookie,
      headers,
      body: { sdp: pc.localDescription?.sdp ?? '', kind: 'camera' },
    });
    await pc.setRemoteDescription({ type: 'answer', sdp: body.sdp });
    const settled = () => pc.connectionState === 'connected' || pc.connectionState === 'failed';
    await waitFor('the publisher to connect', settled, 5_000).catch(() => undefined);
    if (pc.connectionState === 'connected') return { pc, feedId: body.feed_id };
    await pc.close();
    await api('DELETE', `/api/activities/${activityId}/live/feeds/${body.feed_id}`, { cookie, headers });
  }
  throw new Error('the publisher did not connect, twice');
}

/** The viewer process and its JSON lines; a message that does not come within `timeoutMs` fails the step. */
function startViewers(input: ViewersInput) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/live-viewers.ts'), JSON.stringify(input)],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid!,
    command: (line: 'start' | 'stop') => child.stdin!.write(`${line}\n`),
    async next<T extends ViewersMessage['type']>(type: T, timeoutMs: number): Promise<Extract<ViewersMessage, { type: T }>> {
      const deadline = sleep(timeoutMs).then(() => {
        throw new Error(`the viewer process sent no ${type} within ${timeoutMs / 1000} s`);
      });
      for (;;) {
        const { value, done } = await Promise.race([lines.next(), deadline]);
        if (done) throw new Error(`the viewer process ended before its ${type} message`);
        // werift may log to stdout too; the messages are the lines that are JSON objects.
        if (!value.startsWith('{')) continue;
        const message = JSON.parse(value) as ViewersMessage;
        if (message.type === type) return message as Extract<ViewersMessage, { type: T }>;
      }
    },
    async stop(): Promise<void> {
      if (child.exitCode === null && child.signalCode === null) {
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        if (!child.stdin!.writableEnded) child.stdin!.end();
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

function percentile(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** The processes whose CPU is the live room's: the app server (werift's worker thread included) and Janus when used. */
function roomCpuSeconds(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
}

/**
 * The SFU's own CPU: werift's worker thread in the server (its busiest thread), or the whole Janus process. The room's
 * CPU (roomCpuSeconds) adds the app server's, which signals and records but forwards no media with Janus. Started, a
 * meter answers the CPU seconds used since.
 */
type SfuCpuMeter = () => () => number;

const weriftThread =
  (serverPid: number): SfuCpuMeter =>
  () => {
    const before = threadCpuSeconds(serverPid);
    return () => busiestThreadSeconds(before, threadCpuSeconds(serverPid));
  };

const janusProcess =
  (janusPid: number): SfuCpuMeter =>
  () => {
    const before = cpuSeconds(janusPid);
    return () => cpuSeconds(janusPid) - before;
  };

async function measureStep(
  roomPids: readonly number[],
  sfu: SfuCpuMeter,
  input: ViewersInput,
  source: { sentBytes: () => number },
  idleHealthP99Ms: number,
) {
  const viewers = startViewers(input);
  try {
    // Subscribing five at a time with a retry each takes a few seconds per ten viewers on a busy machine.
    const ready = await viewers.next('ready', 30_000 + input.viewers.length * 2_000);
    await sleep(SETTLE_MS);
    const sentBefore = source.sentBytes();
    const cpuBefore = roomCpuSeconds(roomPids);
    const sfuSecondsSince = sfu();
    const viewerCpuBefore = cpuSeconds(viewers.pid);
    const started = performance.now();
    viewers.command('start');
    // First the room's CPU with nothing else asked of the server, then /api/health while the viewers still watch.
    await sleep(WINDOW_SECONDS * 1000);
    const seconds = (performance.now() - started) / 1000;
    const serverCpuPercent = ((roomCpuSeconds(roomPids) - cpuBefore) / seconds) * 100;
    const sfuCpuPercent = (sfuSecondsSince() / seconds) * 100;
    const viewerProcessCpuPercent = ((cpuSeconds(viewers.pid) - viewerCpuBefore) / seconds) * 100;
    const rssMb = roomPids.reduce((sum, pid) => sum + rssMegabytes(pid), 0);
    const healthP99Ms = await healthP99(WINDOW_SECONDS);
    viewers.command('stop');
    // Over the viewers' whole window, as their received bitrates are.
    const publisherBitsPerSecond = ((source.sentBytes() - sentBefore) * 8) / ((performance.now() - started) / 1000);
    const result = await viewers.next('result', 20_000);
    const rates = result.viewers.map((viewer) => viewer.receivedBitsPerSecond).sort((a, b) => a - b);
    const firstVideo = result.viewers
      .flatMap((viewer) => (viewer.firstVideoMs === null ? [] : [viewer.firstVideoMs]))
      .sort((a, b) => a - b);
    const deliveredMbps = rates.reduce((sum, rate) => sum + rate, 0) / 1e6;
    return {
      viewers: input.viewers.length,
      connected: ready.connected,
      retries: result.viewers.filter((viewer) => viewer.attempts > 1).length,
      serverCpuPercent,
      sfuCpuPercent,
      // What one core of the SFU would deliver, in viewers of the 1.5 Mbit/s source: its cost per forwarded bit.
      viewersPerSfuCoreAtSource:
        deliveredMbps > 0 && sfuCpuPercent > 0 ? deliveredMbps / (sfuCpuPercent / 100) / (SOURCE_KBPS / 1000) : null,
      viewerProcessCpuPercent,
      rssMb,
      publisherKbps: publisherBitsPerSecond / 1000,
      medianViewerKbps: percentile(rates, 0.5)! / 1000,
      fractionAt80Percent: rates.filter((rate) => rate >= 0.8 * publisherBitsPerSecond).length / rates.length,
      firstVideoP50Ms: percentile(firstVideo, 0.5),
      firstVideoP95Ms: percentile(firstVideo, 0.95),
      healthP99Ms,
      healthRatioToIdle: healthP99Ms / idleHealthP99Ms,
    };
  } finally {
    await viewers.stop();
  }
}

type Step = Awaited<ReturnType<typeof measureStep>>;

/** The issue's goals against the run: subscribers per core at the largest step where ≥ 95 % of viewers keep up. */
function verdict(engine: Engine, steps: readonly Step[]) {
  const kept = steps.filter((step) => step.fractionAt80Percent >= 0.95).at(-1);
  const subscribersPerCore = kept ? kept.viewers / (kept.serverCpuPercent / 100) : null;
  const worstFirstVideoP95 = Math.max(...steps.map((step) => step.firstVideoP95Ms ?? Infinity));
  return {
    atViewers: kept?.viewers ?? null,
    subscribersPerCore,
    healthP99Ms: kept?.healthP99Ms ?? null,
    subscribersPerCoreGoal: SUBSCRIBERS_PER_CORE_GOAL[engine],
    subscribersPerCoreMet: subscribersPerCore !== null && subscribersPerCore >= SUBSCRIBERS_PER_CORE_GOAL[engine],
    healthMet: kept !== undefined && kept.healthP99Ms <= GOALS.healthP99Ms,
    worstFirstVideoP95Ms: worstFirstVideoP95,
    firstVideoMet: worstFirstVideoP95 <= GOALS.firstVideoMs,
  };
}

function printTable(engine: Engine, idleHealthP99Ms: number, steps: readonly Step[], result: ReturnType<typeof verdict>): void {
  const ms = (value: number | null) => (value === null ? '–' : value.toFixed(0));
  console.log(`\n## ${engine}\n\n/api/health p99 idle: ${idleHealthP99Ms} ms`);
  console.log(
    '\n| viewers | connected | server + SFU CPU (% of a core) | SFU CPU % (werift thread or Janus) | viewers per SFU core at 1.5 Mbit/s | server + SFU RSS MB | viewer process CPU % | publisher kbit/s | median viewer kbit/s | viewers ≥ 80 % bitrate | first video p50 / p95 ms | /api/health p99 ms | ratio to idle |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const step of steps) {
    console.log(
      `| ${step.viewers} | ${step.connected} | ${step.serverCpuPercent.toFixed(0)} | ${step.sfuCpuPercent.toFixed(0)} | ${ms(step.viewersPerSfuCoreAtSource)} | ${step.rssMb.toFixed(0)} | ${step.viewerProcessCpuPercent.toFixed(0)} | ` +
        `${step.publisherKbps.toFixed(0)} | ${step.medianViewerKbps.toFixed(0)} | ${(step.fractionAt80Percent * 100).toFixed(0)} % | ` +
        `${ms(step.firstVideoP50Ms)} / ${ms(step.firstVideoP95Ms)} | ${step.healthP99Ms} | ${step.healthRatioToIdle.toFixed(2)} |`,
    );
  }
  for (const step of steps.filter((step) => step.publisherKbps < 0.8 * SOURCE_KBPS)) {
    console.log(
      `\nAt ${step.viewers} viewers the source sent ${step.publisherKbps.toFixed(0)} kbit/s of the ${SOURCE_KBPS} asked for: the viewers' share is of what it sent.`,
    );
  }
  const yes = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(
    `\nSubscribers per core: ${result.subscribersPerCore?.toFixed(0) ?? '– (no step had ≥ 95 % of viewers at ≥ 80 % bitrate)'}` +
      `${result.atViewers === null ? '' : ` at ${result.atViewers} viewers`}; goal ≥ ${result.subscribersPerCoreGoal}: ${yes(result.subscribersPerCoreMet)}` +
      `\n/api/health p99 at that step: ${result.healthP99Ms ?? '–'} ms; goal ≤ ${GOALS.healthP99Ms} ms: ${yes(result.healthMet)}` +
      `\nJoin to first video packet, worst p95: ${Number.isFinite(result.worstFirstVideoP95Ms) ? result.worstFirstVideoP95Ms.toFixed(0) : '–'} ms; ` +
      `goal ≤ ${GOALS.firstVideoMs} ms: ${yes(result.firstVideoMet)}`,
  );
}

/** A webinar of its own, hosted from Chromium (the web app's live room, as a host and a viewer use it). */
async function measureGlass(): Promise<GlassResult> {
  const hostCookie = await signIn(9_000, { role: 'host', workspace_name: `Bench glass ${Date.now()}` });
  const channel = (await api<{ results: { id: string }[] }>('GET', '/api/workspaces/mine', { cookie: hostCookie })).body.results[0]!.id;
  await api('PUT', `/api/workspaces/${channel}`, { cookie: hostCookie, body: { publish: true } });
  const activityId = (
    await api<{ id: string }>('POST', `/api/workspaces/${channel}/activities`, { cookie: hostCookie, body: { name: 'Bench glass' } })
  ).body.id;
  await api('PUT', `/api/activities/${activityId}/status`, { cookie: hostCookie, body: { command: 'open-waitingroom' } });
  return measureGlassToGlass({ base, activityId, hostCookie, viewerCookie: await signIn(9_001, {}) });
}

function printGlass(glass: GlassResult): void {
  const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
  const joins = sorted(glass.joinToFirstFrameMs);
  const clock = sorted(glass.glassToGlassMs);
  const yes = (met: boolean) => (met ? 'met' : 'NOT met');
  const joinP50 = percentile(joins, 0.5)!;
  const glassP50 = percentile(clock, 0.5)!;
  console.log(
    `\nChromium viewer, join click to first frame: p50 ${joinP50} ms of ${joins.join(', ')}; goal ≤ ${GLASS_GOALS.joinToFirstFrameMs} ms: ${yes(joinP50 <= GLASS_GOALS.joinToFirstFrameMs)}` +
      `\nGlass to glass (clock canvas, ${clock.length} samples): p50 ${glassP50} ms, p95 ${percentile(clock, 0.95)} ms; goal p50 ≤ ${GLASS_GOALS.glassToGlassP50Ms} ms: ${yes(glassP50 <= GLASS_GOALS.glassToGlassP50Ms)}`,
  );
}

/** One engine's run: its own server (and Janus) on a fresh data directory, the viewer steps, then the Chromium phase. */
async function runEngine(engine: Engine) {
  const janus: JanusTestServer | undefined = engine === 'janus' ? await startJanusTestServer() : undefined;
  // Janus offers candidates on a real interface only (ARCHITECTURE.md §5), so the werift clients gather there too.
  const network: WeriftNetworkOptions = janus ? clientOnInterface(janus.iceInterface.address) : {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
  const server = startServer(dataDir, undefined, {
    LIVE_MEDIA_ENGINE: engine,
    ...(janus ? { JANUS_WS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey } : {}),
  });
  const roomPids = janus ? [server.pid!, janus.pid] : [server.pid!];
  const sfu = janus ? janusProcess(janus.pid) : weriftThread(server.pid!);
  let source: { sentBytes: () => number; stop: () => void } | undefined;
  let publisher: RTCPeerConnection | undefined;
  try {
    await waitForHealth();
    // The first requests after start run code not yet compiled: the reference is the warm server's.
    await healthP99(2);
    const idleHealthP99Ms = await healthP99(IDLE_HEALTH_SECONDS);

    const host = await signIn(0, { role: 'host', workspace_name: `Bench live ${Date.now()}` });
    const channel = (await api<{ results: { id: string }[] }>('GET', '/api/workspaces/mine', { cookie: host })).body.results[0]!.id;
    await api('PUT', `/api/workspaces/${channel}`, { cookie: host, body: { publish: true } });
    const activityId = (
      await api<{ id: string }>('POST', `/api/workspaces/${channel}/activities`, { cookie: host, body: { name: 'Bench live' } })
    ).body.id;
    const status = (command: string) =>
      api<{ activity: { webrtc_session_id: string } }>('PUT', `/api/activities/${activityId}/status`, { cookie: host, body: { command } });
    const sessionId = (await status('open-waitingroom')).body.activity.webrtc_session_id;

    const tracks = { audio: new MediaStreamTrack({ kind: 'audio' }), video: new MediaStreamTrack({ kind: 'video' }) };
    source = await startSource(tracks);
    const published = await publish(activityId, await join(activityId, sessionId, host), host, tracks, network);
    publisher = published.pc;
    await status('go-live');

    const viewers: ViewersInput['viewers'] = [];
    for (let index = 1; index <= Math.max(...STEPS); index += 1) {
      const cookie = await signIn(index, {});
      viewers.push({ cookie, token: await join(activityId, sessionId, cookie) });
    }

    const steps: Step[] = [];
    for (const count of STEPS) {
      const input = { base, activityId, feedId: published.feedId, viewers: viewers.slice(0, count), network };
      steps.push(await measureStep(roomPids, sfu, input, source, idleHealthP99Ms));
      console.log(`${engine}: ${count} viewers measured`);
    }
    const result = verdict(engine, steps);
    printTable(engine, idleHealthP99Ms, steps, result);
    // The Chromium phase measures one publisher of its own, not this one on top of it.
    source.stop();
    source = undefined;
    await publisher.close();
    publisher = undefined;
    // BENCH_LIVE_CHROMIUM=0 leaves the Chromium phase out, for runs that compare the viewer steps alone.
    const glass = process.env.BENCH_LIVE_CHROMIUM === '0' ? undefined : await measureGlass();
    if (glass) printGlass(glass);
    return { engine, idleHealthP99Ms, steps, result, glass };
  } finally {
    source?.stop();
    await publisher?.close();
    // A server that already died would never send the exit event stopServer waits for.
    if (server.exitCode === null && server.signalCode === null) await stopServer(server);
    await janus?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  // The Chromium phase opens the built web app.
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], { stdio: 'inherit' });
  // Read by startServer, which passes this process's environment on: see signIn.
  process.env.TRUST_PROXY = 'true';
  const runs = [];
  for (const engine of ENGINES) {
    if (engine === 'janus' && !janusInstalled()) {
      console.log('\njanus: not installed (scripts/system-deps.sh installs it as root); skipped');
      continue;
    }
    runs.push(await runEngine(engine));
  }
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  fs.writeFileSync(
    path.join(root, '.tmp/bench-live.json'),
    JSON.stringify(
      { windowSeconds: WINDOW_SECONDS, cores: os.cpus().length, goals: { ...GOALS, SUBSCRIBERS_PER_CORE_GOAL, ...GLASS_GOALS }, runs },
      null,
      2,
    ),
  );
}

runBenchmark(main);
