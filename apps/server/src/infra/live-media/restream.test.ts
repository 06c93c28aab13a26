import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaError, runFfmpeg, runFfprobe } from '../media/index.js';
import { buildRestreamArgs, redactStreamSecrets, redactStreamUrl, startRestream, type Restream } from './restream.js';
import { startRtmpTestServer, type RtmpTestServer } from '../../../test-support/live-media/rtmp-test-server.js';

const GOOD_KEY = 'good-key-4f9a-secret';
const BAD_KEY = 'bad-key-77c1-secret';

/** What an SFU's forward sends: a test pattern in VP8 and a tone in Opus over RTP, described by an SDP file. */
async function startRtpSource(dir: string): Promise<{ sdpPath: string; stop: () => Promise<void> }> {
  const [videoPort, audioPort] = await freeRtpPorts();
  const sdpPath = path.join(dir, 'forward.sdp');
  const controller = new AbortController();
  const running = runFfmpeg(
    [
      ...['-re', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-map', '0:v', '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '600k', '-g', '30'],
      ...['-f', 'rtp', `rtp://127.0.0.1:${videoPort}`],
      ...['-map', '1:a', '-c:a', 'libopus', '-f', 'rtp', `rtp://127.0.0.1:${audioPort}`, '-sdp_file', sdpPath],
    ],
    { timeoutMs: 60_000, signal: controller.signal },
  ).catch((error: unknown) => {
    if (!(error instanceof MediaError && error.code === 'ABORTED')) throw error;
  });
  await waitFor(() => fs.existsSync(sdpPath) && fs.readFileSync(sdpPath, 'utf8').includes('m=audio'), 10_000);
  return {
    sdpPath,
    stop: async () => {
      controller.abort();
      await running;
    },
  };
}

/** Two even UDP ports each followed by a free odd one: RTP goes to the even port, RTCP to the next. */
async function freeRtpPorts(): Promise<[number, number]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + 4 * Math.floor(Math.random() * 10_000);
    const free = await Promise.all([0, 1, 2, 3].map((offset) => udpPortFree(base + offset)));
    if (free.every(Boolean)) return [base, base + 2];
  }
  throw new Error('no free UDP ports for RTP');
}

function udpPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', () => resolve(false));
    socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
  });
}

/** A port nobody listens on: connecting to it is refused at once. */
function closedTcpPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The codecs a player of the RTMP stream finds; ffprobe waits on nginx until the stream is published. */
async function probeCodecs(url: string): Promise<string[]> {
  const stdout = await runFfprobe(['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'json', url], { timeoutMs: 20_000 });
  return (JSON.parse(stdout) as { streams: Array<{ codec_name: string }> }).streams.map((stream) => stream.codec_name).sort();
}

/** Whether a process on this machine has these consecutive arguments. */
function processRunningWith(...args: string[]): boolean {
  return fs.readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(args.join('\0'));
    } catch {
      return false; // the process ended while the list was read
    }
  });
}

function capturingLogger(): { log: pino.Logger; text: () => string } {
  let lines = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines += chunk.toString();
      done();
    },
  });
  return { log: pino({ level: 'info' }, destination), text: () => lines };
}

describe('buildRestreamArgs', () => {
  it('reads the SDP over RTP and pushes one H.264/AAC encode to every destination through the tee muxer', () => {
    const args = buildRestreamArgs('in.sdp', ['rtmp://a.rtmp.youtube.com/live2/abcd', 'rtmps://live-api-s.facebook.com:443/rtmp/FB-1?s=2']);
    expect(args.slice(0, 8)).toEqual([
      '-protocol_whitelist',
      'file,udp,rtp',
      '-fflags',
      '+genpts',
      '-reorder_queue_size',
      '500',
      '-i',
      path.resolve('in.sdp'),
    ]);
    expect(args).toEqual(expect.arrayContaining(['libx264', 'zerolatency', 'yuv420p', 'aac', '+global_header', 'tee']));
    expect(args.at(-1)).toBe(
      '[f=flv:onfail=ignore:flvflags=no_duration_filesize]rtmp://a.rtmp.youtube.com/live2/abcd|' +
        '[f=flv:onfail=ignore:flvflags=no_duration_filesize]rtmps://live-api-s.facebook.com:443/rtmp/FB-1?s=2',
    );
  });

  it('keeps a two-second GOP', () => {
    const args = buildRestreamArgs('in.sdp', ['rtmp://host/live/key']);
    expect(args[args.indexOf('-g') + 1]).toBe('60');
    expect(args[args.indexOf('-force_key_frames') + 1]).toBe('expr:gte(t,n_forced*2)');
  });

  it('escapes the characters with which a stream name could add a tee output', () => {
    expect(buildRestreamArgs('in.sdp', ["rtmp://host/live/k|[f=flv]rtmp://other/x'\\"]).at(-1)).toBe(
      "[f=flv:onfail=ignore:flvflags=no_duration_filesize]rtmp://host/live/k\\|[f=flv]rtmp://other/x\\'\\\\",
    );
  });

  it('refuses anything but 1 to 3 rtmp:// or rtmps:// URLs', () => {
    expect(() => buildRestreamArgs('in.sdp', [])).toThrow(/1 to 3/);
    expect(() => buildRestreamArgs('in.sdp', Array(4).fill('rtmp://host/live/key'))).toThrow(/1 to 3/);
    expect(() => buildRestreamArgs('in.sdp', ['file:///tmp/out.flv'])).toThrow(/rtmp/);
    expect(() => buildRestreamArgs('in.sdp', ['/tmp/out.flv'])).toThrow(/not a URL/);
    expect(() => buildRestreamArgs('in.sdp', ['rtmp://host/live/key -y'])).toThrow(/spaces/);
  });
});

describe('redactStreamSecrets', () => {
  it('leaves the host and removes the stream name, whole or in parts', () => {
    const url = 'rtmps://live-api-s.facebook.com:443/rtmp/FB-123456?s_bl=1&a=xyz';
    expect(redactStreamUrl(url)).toBe('rtmps://live-api-s.facebook.com:443');
    const text = `Error opening ${url}: refused\nplaypath FB-123456 rejected`;
    expect(redactStreamSecrets(text, [url])).toBe(
      'Error opening rtmps://live-api-s.facebook.com:443/[redacted]: refused\nplaypath [redacted] rejected',
    );
  });

  it("hides the key of YouTube's backup ingest, which follows a query", () => {
    const url = 'rtmp://b.rtmp.youtube.com/live2?backup=1/abcd-efgh-ijkl';
    expect(redactStreamSecrets('key abcd-efgh-ijkl refused', [url])).toBe('key [redacted] refused');
  });
});

describe('startRestream', () => {
  let dir: string;
  let rtmp: RtmpTestServer | undefined;
  let source: Awaited<ReturnType<typeof startRtpSource>> | undefined;
  let restream: Restream | undefined;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restream-test-'));
  });

  afterEach(async () => {
    // The restream first, as in production: it would hang in recv() once the RTP stops.
    await restream?.stop();
    await source?.stop();
    await rtmp?.stop();
    restream = source = rtmp = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pushes the forward as H.264 and AAC to an RTMP server, and stop() ends ffmpeg', async () => {
    rtmp = await startRtmpTestServer();
    source = await startRtpSource(dir);
    const { log, text } = capturingLogger();
    const onExit = vi.fn();
    restream = startRestream({ inputSdpPath: source.sdpPath, destinations: [{ url: rtmp.url('live', GOOD_KEY) }], log, onExit });

    expect(await probeCodecs(rtmp.url('live', GOOD_KEY))).toEqual(['aac', 'h264']);
    expect(processRunningWith('-i', source.sdpPath)).toBe(true);
    await restream.stop();
    // The source's ffmpeg writes the SDP; the restream's reads it.
    expect(processRunningWith('-i', source.sdpPath)).toBe(false);
    expect(onExit).not.toHaveBeenCalled();
    expect(text()).toContain(`rtmp://127.0.0.1:${rtmp.port}`);
    expect(text()).not.toContain(GOOD_KEY);
  });

  it('keeps pushing to a working destination when another one refuses the connection, and logs no stream key', async () => {
    rtmp = await startRtmpTestServer();
    source = await startRtpSource(dir);
    const badUrl = `rtmp://127.0.0.1:${await closedTcpPort()}/live/${BAD_KEY}`;
    const { log, text } = capturingLogger();
    const onExit = vi.fn();
    restream = startRestream({
      inputSdpPath: source.sdpPath,
      destinations: [{ url: badUrl }, { url: rtmp.url('live', GOOD_KEY) }],
      log,
      onExit,
    });

    expect(await probeCodecs(rtmp.url('live', GOOD_KEY))).toEqual(['aac', 'h264']);
    await restream.stop();
    expect(onExit).not.toHaveBeenCalled();
    // The refused destination is reported when the restream stops, by host only.
    expect(text()).toContain(`${redactStreamUrl(badUrl)}/[redacted]`);
    expect(text()).toContain('Connection refused');
    expect(text()).not.toContain(BAD_KEY);
    expect(text()).not.toContain(GOOD_KEY);
  });

  it('reports an ffmpeg that ends by itself through onExit, without throwing', async () => {
    const { log } = capturingLogger();
    const exited = new Promise<MediaError>((resolve) => {
      restream = startRestream({
        inputSdpPath: path.join(dir, 'missing.sdp'),
        destinations: [{ url: `rtmp://127.0.0.1:1/live/${GOOD_KEY}` }],
        log,
        onExit: resolve,
      });
    });
    const error = await exited;
    expect(error).toBeInstanceOf(MediaError);
    expect(error.code).toBe('FAILED');
    expect(error.message + error.stderrTail).not.toContain(GOOD_KEY);
  });
});
