import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaInput } from './media-input.js';
import { probeMedia, type MediaProbe, type VideoStreamInfo } from './probe.js';
import { runFfmpeg } from './run-ffmpeg.js';

export interface HlsOptions {
  /** The input's probe when the caller has it already; otherwise the file is probed first. */
  probe?: MediaProbe;
  /** Called with a growing fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Default: three times the recording's duration, and at least ten minutes. */
  timeoutMs?: number;
}

export interface HlsResult {
  playlist: string;
  /** False when every stream was copied as it is. */
  reencoded: boolean;
  /** Every file the playlist needs, the playlist included, relative to the output directory. */
  files: string[];
}

const PLAYLIST = 'index.m3u8';
const INIT_SEGMENT = 'init.mp4';
const SEGMENT_PATTERN = 'seg-%05d.m4s';
const SEGMENT_SECONDS = 2;
const AUDIO_BITRATE = '128k';
// A transcode running slower than a third of real time is stuck, not busy; a short one still gets a few minutes.
const TIMEOUT_MS_PER_SECOND_OF_MEDIA = 3_000;
const MIN_TIMEOUT_MS = 10 * 60_000;

/**
 * Packages a recording as a VOD HLS playlist of fMP4 segments in `outDir`: `index.m3u8`, `init.mp4` and
 * `seg-00000.m4s`... of about two seconds. A stream browsers already play (H.264 8-bit 4:2:0, AAC) is copied, so
 * its segments follow the source's keyframes; any other stream is encoded to H.264 with a keyframe every two
 * seconds, or to AAC.
 */
export async function packageHls(input: string, outDir: string, options: HlsOptions = {}): Promise<HlsResult> {
  // Absolute paths: a name like `a:b.mp4` would otherwise be read as a protocol, and `-x.mp4` as an option.
  const outputDir = path.resolve(outDir);
  const probe = options.probe ?? (await probeMedia(input, { signal: options.signal }));
  const copyVideo = !probe.video || isBrowserH264(probe.video);
  const copyAudio = !probe.audio || probe.audio.codec === 'aac';
  // Only the streams the probe described: `V` skips cover art, and data or subtitle tracks are left out.
  const videoArgs = probe.video ? ['-map', '0:V:0', ...(copyVideo ? ['-c:v', 'copy'] : h264EncodeArgs(probe.video))] : [];
  const audioArgs = probe.audio ? ['-map', '0:a:0', ...(copyAudio ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', AUDIO_BITRATE])] : [];

  await fs.mkdir(outputDir, { recursive: true });
  await runFfmpeg(
    [
      '-y',
      ...mediaInput(input),
      ...videoArgs,
      ...audioArgs,
      ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_list_size', '0', '-hls_playlist_type', 'vod'],
      ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', INIT_SEGMENT],
      ...['-hls_segment_filename', path.join(outputDir, SEGMENT_PATTERN), path.join(outputDir, PLAYLIST)],
    ],
    {
      timeoutMs: options.timeoutMs ?? Math.max(MIN_TIMEOUT_MS, probe.durationSeconds * TIMEOUT_MS_PER_SECOND_OF_MEDIA),
      signal: options.signal,
      progress: options.onProgress && { durationSeconds: probe.durationSeconds, onProgress: options.onProgress },
    },
  );

  const playlist = await fs.readFile(path.join(outputDir, PLAYLIST), 'utf8');
  return { playlist: PLAYLIST, reencoded: !copyVideo || !copyAudio, files: [PLAYLIST, ...playlistUris(playlist)] };
}

/** Browsers decode H.264 as 8-bit 4:2:0 only; a 10-bit or 4:4:4 screen recording must be encoded again. */
function isBrowserH264(video: VideoStreamInfo): boolean {
  return video.codec === 'h264' && (video.pixelFormat === 'yuv420p' || video.pixelFormat === 'yuvj420p');
}

function h264EncodeArgs(video: VideoStreamInfo): string[] {
  // The GOP is never shorter than the forced two-second interval, so every keyframe starts a segment. A frame rate
  // the file does not state, or an implausible one (a millisecond time base read as 1000 fps), counts as 30.
  const fps = video.fps && video.fps <= 120 ? video.fps : 30;
  const gop = String(Math.ceil(fps * SEGMENT_SECONDS));
  return [
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
    // 4:2:0 needs even dimensions.
    ...['-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
  ];
}

/** The init segment and media segments a playlist names, in order. */
function playlistUris(playlist: string): string[] {
  return playlist.split('\n').flatMap((rawLine) => {
    const line = rawLine.trim();
    const map = /^#EXT-X-MAP:URI="([^"]+)"/.exec(line);
    if (map?.[1]) return [map[1]];
    return line === '' || line.startsWith('#') ? [] : [line];
  });
}
