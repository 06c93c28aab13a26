import dgram from 'node:dgram';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MediaError } from '../media/media-error.js';
import type { ForwardTarget, MediaBackend } from './media-backend.js';

const HOST = '127.0.0.1';
/**
 * ffmpeg opens the SDP's ports within a few hundred ms of starting on an idle machine, but took over 5 s on a 2-core
 * machine at a load of 14; giving up then loses the feed's recording, so only a far longer wait counts as stuck (an
 * ffmpeg that died is noticed at once through `hasExited`).
 */
const LISTEN_TIMEOUT_MS = 20_000;
/**
 * An RTCP BYE (RFC 3550 §6.6), with a reason so that it reaches 12 bytes: ffmpeg drops shorter RTP/RTCP packets. A BYE
 * on each stream is end of input to ffmpeg's SDP demuxer, which then finishes its outputs like at SIGINT.
 */
const RTCP_BYE = Buffer.from([0x81, 203, 0, 2, 0, 0, 0, 0, 3, ...Buffer.from('end')]);

/**
 * A feed's RTP on its way to an ffmpeg (recording, restream). The order matters (live-media-probe §4, §9.4): the SDP is
 * written, ffmpeg starts and binds its ports, only then does the forward start, so the keyframe the forward asks the
 * publisher for reaches ffmpeg; at the end ffmpeg stops first, then the forward.
 */
export interface FeedForwardPlan {
  target: ForwardTarget;
  /** The SDP file to give ffmpeg as input (`-protocol_whitelist file,udp,rtp -i <sdpPath>`). */
  sdpPath: string;
  /** Resolves once ffmpeg listens on the target's ports; `hasExited` lets it fail fast if ffmpeg died. */
  listening(hasExited: () => boolean): Promise<void>;
  /** Starts the forward; call after `listening`. */
  start(): Promise<void>;
  /** Wakes an ffmpeg waiting for packets that no longer come: its input ends and it finishes its outputs. */
  endInput(): Promise<void>;
  /** Stops the forward (after ffmpeg) and removes the SDP file. */
  stop(): Promise<void>;
}

export async function planFeedForward(backend: MediaBackend, feedId: string): Promise<FeedForwardPlan> {
  const [audioPort = 0, videoPort = 0] = await freeRtpPorts(2);
  const target: ForwardTarget = { host: HOST, audioPort, videoPort };
  // Only a running forward tells its SDP: a first one is started for it and stopped at once.
  const probe = await backend.startForward(feedId, target);
  await backend.stopForward(probe.id);
  const sdpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-forward-'));
  const sdpPath = path.join(sdpDir, 'forward.sdp');
  fs.writeFileSync(sdpPath, probe.sdp);
  // ffmpeg opens each stream's port and the next one (RTCP).
  const ports = [audioPort, audioPort + 1, videoPort, videoPort + 1];
  let forwardId: string | undefined;

  return {
    target,
    sdpPath,
    async listening(hasExited) {
      // Without /proc (not Linux) there is no way to look: ffmpeg gets the time it usually needs.
      if (!fs.existsSync('/proc/net/udp')) {
        await sleep(1_000);
        return;
      }
      const deadline = Date.now() + LISTEN_TIMEOUT_MS;
      while (!ports.every(udpPortInUse)) {
        if (hasExited()) throw new MediaError('FAILED', 'ffmpeg stopped before it listened for the forward');
        if (Date.now() > deadline) throw new MediaError('TIMEOUT', `ffmpeg did not listen within ${LISTEN_TIMEOUT_MS} ms`);
        await sleep(20);
      }
    },
    async start() {
      forwardId = (await backend.startForward(feedId, target)).id;
    },
    endInput: () => sendToEach(RTCP_BYE, HOST, [audioPort + 1, videoPort + 1]),
    async stop() {
      try {
        if (forwardId) await backend.stopForward(forwardId);
      } finally {
        fs.rmSync(sdpDir, { recursive: true, force: true });
      }
    },
  };
}

function sendToEach(packet: Buffer, host: string, ports: number[]): Promise<void> {
  const socket = dgram.createSocket('udp4');
  const sends = ports.map((port) => new Promise<void>((resolve) => socket.send(packet, port, host, () => resolve())));
  return Promise.all(sends).then(() => {
    socket.close();
  });
}

/**
 * Whether some socket is bound to this UDP port. Read from /proc (Linux) rather than tried with a bind: a test bind
 * would hold the port for a moment, and an ffmpeg binding it at that moment would fail.
 */
function udpPortInUse(port: number): boolean {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return ['/proc/net/udp', '/proc/net/udp6'].some((table) => {
    const rows = fs.existsSync(table) ? fs.readFileSync(table, 'utf8').split('\n').slice(1) : [];
    return rows.some((row) => row.trim().split(/\s+/)[1]?.endsWith(hexPort));
  });
}

/** `count` even ports on 127.0.0.1 whose next port is free too, as RTP (port) and RTCP (port + 1) need. */
async function freeRtpPorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = 2 * (20_000 + Math.floor(Math.random() * 10_000));
    if (!ports.includes(port) && (await canBind(port)) && (await canBind(port + 1))) ports.push(port);
  }
  return ports;
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', () => {
      socket.close();
      resolve(false);
    });
    socket.bind(port, HOST, () => socket.close(() => resolve(true)));
  });
}
