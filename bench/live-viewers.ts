/**
 * The viewers of bench/live.bench.ts, in a process of their own: decrypting N copies of the feed must count neither
 * as the server's CPU nor slow the benchmark's publisher. Each viewer subscribes through the HTTP API as the web
 * client does. Then the parent drives the measuring window over stdin (`start`, `stop`); this process answers with
 * one JSON line per message on stdout and ends once the viewers have hung up.
 */
import readline from 'node:readline';
import { RTCPeerConnection } from 'werift';
import { peerConfig, withoutFallbackStun } from '../apps/server/src/infra/live-media/werift/peer-config.js';
import type { WeriftNetworkOptions } from '../apps/server/src/infra/live-media/werift/protocol.js';
import { waitFor } from '../apps/server/test-support/live-media/test-peers.js';

export interface ViewersInput {
  base: string;
  activityId: string;
  feedId: string;
  /** One signed-in user each, who joined the room: the session cookie and the join token. */
  viewers: { cookie: string; token: string }[];
  /** Where the viewers' ICE gathers: loopback for werift, a real interface for Janus. */
  network: WeriftNetworkOptions;
}

export interface ViewerReport {
  connected: boolean;
  /** 2 when the first subscription did not connect and a second one was made. */
  attempts: number;
  /** From the first subscribe request to the first video RTP packet. */
  firstVideoMs: number | null;
  /** RTP payload, audio and video, over the window. */
  receivedBitsPerSecond: number;
}

export type ViewersMessage = { type: 'ready'; connected: number } | { type: 'result'; windowSeconds: number; viewers: ViewerReport[] };

/** Browsers entering a room do not all arrive in the same millisecond; five at a time is a busy room, not a stampede. */
const SUBSCRIBE_CONCURRENCY = 5;

interface Viewer {
  cookie: string;
  token: string;
  pc?: RTCPeerConnection;
  subscriptionId?: string;
  attempts: number;
  startedAt: number;
  firstVideoAt?: number;
  bytes: number;
}

const input = JSON.parse(process.argv[2] ?? '') as ViewersInput;
const room = `${input.base}/api/activities/${input.activityId}/live/subscriptions`;

function send(message: ViewersMessage): void {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

async function call(viewer: Viewer, method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', cookie: viewer.cookie, 'x-live-token': viewer.token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

async function subscribeOnce(viewer: Viewer): Promise<boolean> {
  viewer.attempts += 1;
  const pc = new RTCPeerConnection(peerConfig(input.network));
  viewer.pc = pc;
  const offer = (await (await call(viewer, 'POST', room, { feed_id: input.feedId })).json()) as { subscription_id: string; sdp: string };
  viewer.subscriptionId = offer.subscription_id;
  pc.ontrack = ({ track }) => {
    const kind = track.kind;
    track.onReceiveRtp.subscribe((rtp) => {
      if (kind === 'video') viewer.firstVideoAt ??= performance.now();
      viewer.bytes += rtp.payload.length;
    });
  };
  await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
  withoutFallbackStun(pc);
  await pc.setLocalDescription(await pc.createAnswer());
  await call(viewer, 'PUT', `${room}/${offer.subscription_id}`, { sdp: pc.localDescription?.sdp ?? '' });
  const settled = () => pc.connectionState === 'connected' || pc.connectionState === 'failed';
  await waitFor('the viewer to connect', settled, 5_000).catch(() => undefined);
  return pc.connectionState === 'connected';
}

async function unsubscribe(viewer: Viewer): Promise<void> {
  const { pc, subscriptionId } = viewer;
  viewer.pc = undefined;
  viewer.subscriptionId = undefined;
  if (subscriptionId) await call(viewer, 'DELETE', `${room}/${subscriptionId}`).catch(() => undefined);
  await pc?.close();
}

/**
 * A second try when the first does not connect: werift's DTLS client fails on a second HelloVerifyRequest, which a
 * busy SFU provokes (test-peers.ts, connectedWithRetry). A viewer that fails twice stays in the result, receiving
 * nothing, because a browser in its place would see no picture either.
 */
async function subscribe(viewer: Viewer): Promise<void> {
  viewer.startedAt = performance.now();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await subscribeOnce(viewer).catch(() => false)) return;
    await unsubscribe(viewer);
  }
}

async function main(): Promise<void> {
  const viewers: Viewer[] = input.viewers.map((credentials) => ({ ...credentials, attempts: 0, startedAt: 0, bytes: 0 }));
  const queue = [...viewers];
  const worker = async () => {
    for (let viewer = queue.shift(); viewer; viewer = queue.shift()) await subscribe(viewer);
  };
  await Promise.all(Array.from({ length: SUBSCRIBE_CONCURRENCY }, worker));
  const connected = viewers.filter((viewer) => viewer.pc);
  await waitFor('the first video packets', () => connected.every((viewer) => viewer.firstVideoAt !== undefined), 10_000).catch(
    () => undefined,
  );
  send({ type: 'ready', connected: connected.length });

  let windowStart = 0;
  let stopping = false;
  // The parent's end closes stdin: the viewers go with it rather than outlive a failed benchmark. After `stop` the
  // parent closes it too, which must not cut the unsubscribes short: a subscription left in the SFU would load the next step.
  const commands = readline.createInterface({ input: process.stdin });
  commands.on('close', () => {
    if (!stopping) process.exit(1);
  });
  for await (const command of commands) {
    if (command === 'start') {
      for (const viewer of viewers) viewer.bytes = 0;
      windowStart = performance.now();
    } else if (command === 'stop') {
      stopping = true;
      const windowSeconds = (performance.now() - windowStart) / 1000;
      send({
        type: 'result',
        windowSeconds,
        viewers: viewers.map((viewer) => ({
          connected: viewer.pc !== undefined,
          attempts: viewer.attempts,
          firstVideoMs: viewer.firstVideoAt === undefined ? null : viewer.firstVideoAt - viewer.startedAt,
          receivedBitsPerSecond: (viewer.bytes * 8) / windowSeconds,
        })),
      });
      await Promise.all(viewers.map(unsubscribe));
      process.exit(0);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
