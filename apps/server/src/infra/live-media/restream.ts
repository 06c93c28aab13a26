import path from 'node:path';
import type { Logger } from '../logging/logger.js';
import { MediaError, runFfmpeg } from '../media/index.js';

export interface RestreamDestination {
  /** `rtmp://` or `rtmps://` server URL joined with the stream name. The stream name is a secret: never logged. */
  url: string;
}

export interface RestreamOptions {
  /** Describes the RTP forward (VP8 and/or Opus) that ffmpeg listens to; see MediaBackend.startForward. */
  inputSdpPath: string;
  destinations: readonly RestreamDestination[];
  log: Pick<Logger, 'info' | 'warn'>;
  /** Called once when ffmpeg ends without `stop()`: it crashed, every destination failed, or it hit `maxDurationMs`. */
  onExit?: (error: MediaError) => void;
  /** Time ffmpeg gets after SIGINT to close its outputs before SIGKILL. Default 5 s. */
  stopGraceMs?: number;
  /** A restream nobody stopped ends after this. Default 24 h. */
  maxDurationMs?: number;
}

export interface Restream {
  /** Resolves once ffmpeg has exited. Safe to call more than once, and after an unexpected exit. */
  stop(): Promise<void>;
}

export const MAX_RESTREAM_DESTINATIONS = 3;

const DEFAULT_STOP_GRACE_MS = 5_000;
const DEFAULT_MAX_DURATION_MS = 24 * 60 * 60_000;
const FPS = 30;
const KEYFRAME_SECONDS = 2;
const VIDEO_BITRATE_KBPS = 2_500;
const LOGGED_STDERR_LINES = 5;
// A stream name shorter than this is not a secret worth hiding, and masking it would blank ordinary words.
const MIN_SECRET_CHARS = 4;

/**
 * Transcodes one RTP forward once (H.264 + AAC) and pushes it to up to three RTMP/RTMPS destinations. Start it before
 * the forward, so its UDP ports are bound, and stop it before stopping the forward: with no packets coming ffmpeg
 * hangs in recv() and only SIGKILL ends it. A destination that fails is retried without disturbing the others.
 * Throws at once, before any process starts, when the destinations are not 1 to 3 RTMP(S) URLs.
 */
export function startRestream(options: RestreamOptions): Restream {
  const urls = options.destinations.map((destination) => destination.url);
  const args = buildRestreamArgs(options.inputSdpPath, urls);
  const hosts = urls.map(redactStreamUrl);
  const redact = (text: string) => redactStreamSecrets(text, urls);
  const controller = new AbortController();

  options.log.info({ destinations: hosts }, 'restream started');
  const exited = runFfmpeg(args, {
    timeoutMs: options.maxDurationMs ?? DEFAULT_MAX_DURATION_MS,
    signal: controller.signal,
    stopSignal: 'SIGINT',
    killGraceMs: options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS,
  }).then(
    () => new MediaError('FAILED', 'restream ffmpeg ended by itself'),
    (error: unknown) =>
      error instanceof MediaError
        ? new MediaError(error.code, redact(error.message), redact(error.stderrTail))
        : new MediaError('FAILED', redact(String(error))),
  );

  void exited.then((error) => {
    const detail = lastLines(error.stderrTail);
    if (controller.signal.aborted) {
      // Destinations that failed along the way say so only here: ffmpeg's errors are read when it exits.
      if (detail) options.log.warn({ destinations: hosts, detail }, 'restream stopped; ffmpeg reported errors');
      else options.log.info({ destinations: hosts }, 'restream stopped');
      return;
    }
    options.log.warn({ destinations: hosts, code: error.code, reason: error.message, detail }, 'restream ended unexpectedly');
    try {
      options.onExit?.(error);
    } catch (listenerError) {
      options.log.warn({ err: listenerError }, 'restream onExit listener threw');
    }
  });

  return {
    stop: async () => {
      controller.abort();
      await exited;
    },
  };
}

/** The ffmpeg arguments of a restream. Throws when a destination is not an RTMP(S) URL or there are too many. */
export function buildRestreamArgs(inputSdpPath: string, urls: readonly string[]): string[] {
  if (urls.length === 0 || urls.length > MAX_RESTREAM_DESTINATIONS) {
    throw new Error(`a restream needs 1 to ${MAX_RESTREAM_DESTINATIONS} destinations, got ${urls.length}`);
  }
  for (const url of urls) assertRtmpUrl(url);
  const gop = String(FPS * KEYFRAME_SECONDS);
  return [
    // Absolute: a name like `a:b.sdp` would otherwise be read as a protocol.
    ...['-protocol_whitelist', 'file,udp,rtp', '-fflags', '+genpts', '-reorder_queue_size', '500', '-i', path.resolve(inputSdpPath)],
    // Either stream may be missing: a forward of a screen share has no sound.
    ...['-map', '0:v:0?', '-map', '0:a:0?'],
    // At most 720p, never upscaled; a constant 30 fps because ingest servers expect it and RTP's rate varies.
    ...['-vf', `scale=w=min(1280\\,iw):h=min(720\\,ih):force_original_aspect_ratio=decrease:force_divisible_by=2,fps=${FPS}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...['-b:v', `${VIDEO_BITRATE_KBPS}k`, '-maxrate', `${VIDEO_BITRATE_KBPS}k`, '-bufsize', `${2 * VIDEO_BITRATE_KBPS}k`],
    // YouTube wants a keyframe at least every 4 s; by time as well as by count, in case frames are dropped.
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`],
    ...['-c:a', 'aac', '-b:a', '128k', '-ar', '48000', '-ac', '2'],
    // FLV carries codec headers once, up front; the tee muxer does not ask the encoders for them by itself.
    ...['-flags', '+global_header', '-f', 'tee'],
    // Each destination gets its own queue and thread: a slow one drops its packets instead of stalling the others,
    // and a failed one is reconnected (restarting at a keyframe) while the others go on.
    ...[
      '-use_fifo',
      '1',
      '-fifo_options',
      'queue_size=600:drop_pkts_on_overflow=1:attempt_recovery=1:recovery_wait_time=2:restart_with_keyframe=1',
    ],
    urls.map((url) => `[f=flv:onfail=ignore:flvflags=no_duration_filesize]${escapeTeeUrl(url)}`).join('|'),
  ];
}

/** What may be logged of a destination: its scheme and host, e.g. `rtmps://live-api-s.facebook.com:443`. */
export function redactStreamUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return '[invalid url]';
  }
}

/** Replaces each destination URL in ffmpeg's words by its host, and its stream name wherever it appears alone. */
export function redactStreamSecrets(text: string, urls: readonly string[]): string {
  let redacted = text;
  for (const url of [...urls].sort((a, b) => b.length - a.length)) {
    redacted = redacted.split(url).join(`${redactStreamUrl(url)}/[redacted]`);
  }
  const secrets = urls.flatMap(streamSecrets).filter((secret) => secret.length >= MIN_SECRET_CHARS);
  for (const secret of secrets.sort((a, b) => b.length - a.length)) redacted = redacted.split(secret).join('[redacted]');
  return redacted;
}

/**
 * The stream name as ffmpeg may print it: everything after the RTMP application (YouTube's backup ingest puts a query
 * between the two: `live2?backup=1/<key>`), the same without its query, and its last path segment.
 */
function streamSecrets(url: string): string[] {
  const afterApp = /^[a-z][a-z0-9+.-]*:\/\/[^/]*\/[^/?]*[/?](.+)$/i.exec(url)?.[1];
  if (!afterApp) return [];
  return [afterApp, afterApp.split('?')[0] ?? '', afterApp.split('/').pop()?.split('?')[0] ?? ''];
}

function assertRtmpUrl(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error('a restream destination is not a URL');
  }
  // Only RTMP(S): anything else (file:, a local path) would let a host write on the server.
  if (protocol !== 'rtmp:' && protocol !== 'rtmps:') throw new Error(`a restream destination must be rtmp:// or rtmps://, got ${protocol}`);
  if (/[\s\p{Cc}]/u.test(url)) throw new Error(`a restream destination to ${redactStreamUrl(url)} contains spaces or control characters`);
}

/** The tee muxer splits its outputs on `|` and unquotes `'` and `\`: escaped, a stream name cannot add an output. */
function escapeTeeUrl(url: string): string {
  return url.replace(/[\\'|]/g, (char) => `\\${char}`);
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-LOGGED_STDERR_LINES).join('\n');
}
