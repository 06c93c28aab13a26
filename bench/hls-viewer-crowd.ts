/**
 * The viewers of hls-viewers.bench.ts, run in a process of their own (forked with IPC) so that reading some 75 MB/s
 * of segments does not slow the timing of /api/health in the bench's process, nor the server's. Each viewer plays as a
 * player does: the master playlist and the media playlist from the API with its session cookie, the init segment, a
 * few segments back to back to fill a start-up buffer, then the next segment every segment duration, at whatever URL
 * the playlist named (the API's signed /api/files/ path on disk, a presigned URL with S3).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { summarise, type LatencySummary } from './latency-summary.js';

export interface CrowdPlan {
  /** The API's origin; playlists are fetched there, segments wherever the playlist points. */
  apiBase: string;
  masterPath: string;
  cookie: string;
  viewers: number;
  seconds: number;
  /** Viewers arrive one after the other over this many seconds, as an audience does after a link goes out. */
  rampSeconds: number;
  /** Segments fetched back to back after the init segment, before the steady pace. */
  burstSegments: number;
  segmentSeconds: number;
}

/** What arrived from one origin: responses by kind, their body bytes, and every byte its sockets carried in. */
export interface OriginTally {
  playlistResponses: number;
  playlistBodyBytes: number;
  segmentResponses: number;
  segmentBodyBytes: number;
  socketBytes: number;
}

export interface CrowdResult {
  /** Time to the first byte and to the last byte of each media segment (the init segment is not counted). */
  segmentFirstByteMs: LatencySummary;
  segmentLastByteMs: LatencySummary;
  masterPlaylistMs: LatencySummary;
  /** The part of the master playlist's time spent opening the viewer's connection to the API. */
  apiConnectMs: LatencySummary;
  /** The media playlist names every segment by a signed URL: made once a minute per recording, then kept. */
  mediaPlaylistMs: LatencySummary;
  /** Segments started more than one segment duration after the player wanted them: the pace was not kept. */
  lateSegments: number;
  failures: string[];
  /** When each media segment's last byte arrived (Unix ms), to count segments within a window the bench chooses. */
  segmentDoneAt: number[];
  /** Keyed by origin (`http://127.0.0.1:3400`). */
  origins: Record<string, OriginTally>;
  /**
   * How late this process's own event loop ran (sampled every ms): a response that has arrived waits that long before
   * its time is taken, so the viewers' latencies can be no better than this on a machine they share with the server.
   */
  crowdLoopDelayMs: LatencySummary;
}

const FAILURES_KEPT = 10;

interface Fetched {
  status: number;
  /** Until the TCP connection was open, when the request had to open one; null on a kept-alive connection. */
  connectMs: number | null;
  firstByteMs: number;
  lastByteMs: number;
  bodyBytes: number;
  text: string | null;
}

/** One GET on the viewer's own keep-alive connection; the body is kept as text only when asked. */
function get(url: URL, agent: http.Agent, headers: Record<string, string>, keepText: boolean, sockets: Set<Socket>) {
  return new Promise<Fetched>((resolve, reject) => {
    const started = performance.now();
    let connectMs: number | null = null;
    const request = http.get(url, { agent, headers }, (response) => {
      const firstByteMs = performance.now() - started;
      const parts: Buffer[] = [];
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => {
        bodyBytes += chunk.length;
        if (keepText) parts.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connectMs,
          firstByteMs,
          lastByteMs: performance.now() - started,
          bodyBytes,
          text: keepText ? Buffer.concat(parts).toString('utf8') : null,
        }),
      );
      response.on('error', reject);
    });
    request.on('socket', (socket) => {
      sockets.add(socket);
      if (socket.connecting) socket.once('connect', () => (connectMs = performance.now() - started));
    });
    request.on('error', reject);
  });
}

/** The URIs a playlist names (EXT-X-MAP's first), resolved against the playlist's own URL. */
function playlistUris(text: string, playlistUrl: URL): URL[] {
  return text.split('\n').flatMap((rawLine) => {
    const line = rawLine.trim();
    const map = /^#EXT-X-MAP:URI="([^"]+)"/.exec(line)?.[1];
    if (map) return [new URL(map, playlistUrl)];
    return line === '' || line.startsWith('#') ? [] : [new URL(line, playlistUrl)];
  });
}

/** `onSteady`: called once every viewer has its playlists and init segment; from then on only segments are fetched. */
export async function runCrowd(plan: CrowdPlan, onSteady: () => void = () => {}): Promise<CrowdResult> {
  const firstByte: number[] = [];
  const lastByte: number[] = [];
  const segmentDoneAt: number[] = [];
  let viewersSettled = 0;
  const settle = () => {
    viewersSettled += 1;
    if (viewersSettled === plan.viewers) onSteady();
  };
  const masterTimes: number[] = [];
  const connectTimes: number[] = [];
  const mediaTimes: number[] = [];
  const failures: string[] = [];
  const origins: Record<string, OriginTally> = {};
  const socketsByOrigin = new Map<string, Set<Socket>>();
  let lateSegments = 0;
  const startedAt = performance.now();
  const endAt = startedAt + plan.seconds * 1000;
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const apiHeaders = { cookie: plan.cookie };

  const tally = (origin: string) =>
    (origins[origin] ??= { playlistResponses: 0, playlistBodyBytes: 0, segmentResponses: 0, segmentBodyBytes: 0, socketBytes: 0 });
  const socketsOf = (origin: string) => {
    let sockets = socketsByOrigin.get(origin);
    if (!sockets) socketsByOrigin.set(origin, (sockets = new Set()));
    return sockets;
  };

  async function fetchChecked(url: URL, agent: http.Agent, kind: 'playlist' | 'segment', headers: Record<string, string> = {}) {
    const fetched = await get(url, agent, headers, kind === 'playlist', socketsOf(url.origin));
    if (fetched.status !== 200) throw new Error(`${url.pathname}: ${fetched.status}`);
    const counts = tally(url.origin);
    if (kind === 'playlist') {
      counts.playlistResponses += 1;
      counts.playlistBodyBytes += fetched.bodyBytes;
    } else {
      counts.segmentResponses += 1;
      counts.segmentBodyBytes += fetched.bodyBytes;
    }
    return fetched;
  }

  async function viewer(index: number): Promise<void> {
    await sleep((index / plan.viewers) * plan.rampSeconds * 1000);
    // One connection per origin, as a browser tab would mostly use.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let settled = false;
    try {
      const masterUrl = new URL(plan.masterPath, plan.apiBase);
      const master = await fetchChecked(masterUrl, agent, 'playlist', apiHeaders);
      const mediaUrl = playlistUris(master.text!, masterUrl)[0]!;
      const media = await fetchChecked(mediaUrl, agent, 'playlist', apiHeaders);
      masterTimes.push(master.lastByteMs);
      if (master.connectMs !== null) connectTimes.push(master.connectMs);
      mediaTimes.push(media.lastByteMs);
      const [init, ...segments] = playlistUris(media.text!, mediaUrl);
      if (!init || segments.length === 0) throw new Error('the media playlist names no segments');
      await fetchChecked(init, agent, 'segment');
      settled = true;
      settle();
      const steadyFrom = performance.now();
      for (let played = 0; performance.now() < endAt; played += 1) {
        // The burst is fetched back to back; then each segment when the one before it has played out.
        const due = steadyFrom + Math.max(0, played - plan.burstSegments + 1) * plan.segmentSeconds * 1000;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        else if (-wait > plan.segmentSeconds * 1000) lateSegments += 1;
        if (performance.now() >= endAt) break;
        // A viewer who reaches the end starts the video again.
        const segment = await fetchChecked(segments[played % segments.length]!, agent, 'segment');
        firstByte.push(segment.firstByteMs);
        lastByte.push(segment.lastByteMs);
        segmentDoneAt.push(Date.now());
      }
    } catch (error) {
      // A viewer who failed before playing holds no one else's steady state back.
      if (!settled) settle();
      if (failures.length < FAILURES_KEPT) failures.push(`viewer ${index}: ${(error as Error).message}`);
    } finally {
      agent.destroy();
    }
  }

  await Promise.all(Array.from({ length: plan.viewers }, (_, index) => viewer(index)));
  loopDelay.disable();
  const nsToMs = (ns: number) => ns / 1e6;
  for (const [origin, sockets] of socketsByOrigin)
    tally(origin).socketBytes = [...sockets].reduce((sum, socket) => sum + socket.bytesRead, 0);
  return {
    segmentDoneAt,
    segmentFirstByteMs: summarise(firstByte),
    segmentLastByteMs: summarise(lastByte),
    masterPlaylistMs: summarise(masterTimes),
    apiConnectMs: summarise(connectTimes),
    mediaPlaylistMs: summarise(mediaTimes),
    lateSegments,
    failures,
    origins,
    crowdLoopDelayMs: {
      count: loopDelay.count,
      p50: nsToMs(loopDelay.percentile(50)),
      p99: nsToMs(loopDelay.percentile(99)),
      max: nsToMs(loopDelay.max),
    },
  };
}

/** What the viewers' process tells the bench. */
export type CrowdMessage = { kind: 'steady' } | { kind: 'result'; result: CrowdResult };
const tell = (message: CrowdMessage, then: () => void = () => {}) => process.send!(message, then);

// Forked by the bench: one plan in; word when only segments are being fetched, then the result.
process.once('message', (plan: CrowdPlan) => {
  runCrowd(plan, () => tell({ kind: 'steady' })).then(
    (result) => tell({ kind: 'result', result }, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
