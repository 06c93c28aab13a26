import { z } from 'zod';
import { MediaError } from './media-error.js';
import { FORMAT_REFUSED_LOG, mediaInput, RECORDING_CONTAINERS } from './media-input.js';
import { runFfprobe } from './run-ffmpeg.js';

export interface VideoStreamInfo {
  codec: string;
  width: number;
  height: number;
  /** Null when the file does not say. */
  fps: number | null;
  /** Browsers decode H.264 only as 8-bit 4:2:0 (yuv420p); null when the file does not say. */
  pixelFormat: string | null;
}

export interface AudioStreamInfo {
  codec: string;
  sampleRate: number;
  channels: number;
}

/** What the media jobs need to know of a file: its first video stream (cover art excluded) and first audio stream. */
export interface MediaProbe {
  durationSeconds: number;
  /** ffprobe's comma-separated aliases of the container, e.g. 'mov,mp4,m4a,3gp,3g2,mj2' or 'matroska,webm'. */
  formatName: string;
  video?: VideoStreamInfo;
  audio?: AudioStreamInfo;
}

const streamSchema = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  pix_fmt: z.string().optional(),
  avg_frame_rate: z.string().optional(),
  r_frame_rate: z.string().optional(),
  sample_rate: z.string().optional(),
  channels: z.number().optional(),
  duration: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
});

const ffprobeOutputSchema = z.object({
  format: z.object({ format_name: z.string(), duration: z.string().optional() }),
  streams: z.array(streamSchema).default([]),
});

type FfprobeStream = z.infer<typeof streamSchema>;

const DEFAULT_PROBE_TIMEOUT_MS = 30_000;
// ffmpeg's image demuxers: image2 (by file name), image2pipe and one `<codec>_pipe` per image codec (by content).
const IMAGE_FORMAT = /^image2(pipe)?$|_pipe$/;

/**
 * Reads the container and streams of a file, opened as one of `containers` (a recording's, unless told). A file
 * ffprobe cannot read (a text file renamed .mp4), one of another format (a concat list, a playlist, a still image), or
 * a file without any audio or video stream or without a duration is rejected with MediaError 'NOT_MEDIA'.
 */
export async function probeMedia(
  file: string,
  options: { signal?: AbortSignal; timeoutMs?: number; containers?: readonly string[] } = {},
): Promise<MediaProbe> {
  // A signed http(s) URL (S3 storage) is read over the network; only the header is fetched.
  const args = [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    ...mediaInput(file, options.containers ?? RECORDING_CONTAINERS),
  ];
  let stdout: string;
  try {
    stdout = await runFfprobe(args, { timeoutMs: options.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS, signal: options.signal });
  } catch (error) {
    // The words every demuxer's refusal ends with, and the refusal of a format not allowed; a missing or unreadable
    // file stays a 'FAILED'.
    if (error instanceof MediaError && error.code === 'FAILED' && isRefusedContent(error.stderrTail)) {
      throw new MediaError('NOT_MEDIA', 'the file is not a media file ffmpeg may read', error.stderrTail);
    }
    throw error;
  }

  const parsed = ffprobeOutputSchema.safeParse(parseJson(stdout));
  if (!parsed.success) throw new MediaError('FAILED', `ffprobe answered in an unexpected shape: ${parsed.error.message}`);
  const { format, streams } = parsed.data;

  // A still image is read as a one-frame video, and as one without a duration when it is not named .jpg or .png.
  if (format.format_name.split(',').some((name) => IMAGE_FORMAT.test(name))) {
    throw new MediaError('NOT_MEDIA', `the file is a still image (${format.format_name})`);
  }
  const video = videoInfo(streams.find((stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1));
  const audio = audioInfo(streams.find((stream) => stream.codec_type === 'audio'));
  if (!video && !audio) throw new MediaError('NOT_MEDIA', 'the file has no audio or video stream');
  const streamDurations = streams.map((stream) => Number(stream.duration)).filter(Number.isFinite);
  const durationSeconds = positive(Number(format.duration)) ?? positive(Math.max(...streamDurations));
  if (durationSeconds === undefined) throw new MediaError('NOT_MEDIA', 'the file has no duration');
  return { durationSeconds, formatName: format.format_name, video, audio };
}

/** True for MP4 and QuickTime files, the containers whose tracks can be copied into fMP4 segments as they are. */
export function isMp4Container(probe: MediaProbe): boolean {
  return probe.formatName.split(',').some((name) => name === 'mp4' || name === 'mov');
}

function isRefusedContent(stderr: string): boolean {
  return stderr.includes('Invalid data found when processing input') || FORMAT_REFUSED_LOG.test(stderr);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function videoInfo(stream: FfprobeStream | undefined): VideoStreamInfo | undefined {
  if (!stream?.codec_name || !stream.width || !stream.height) return undefined;
  return {
    codec: stream.codec_name,
    width: stream.width,
    height: stream.height,
    fps: frameRate(stream.avg_frame_rate) ?? frameRate(stream.r_frame_rate) ?? null,
    pixelFormat: stream.pix_fmt ?? null,
  };
}

function audioInfo(stream: FfprobeStream | undefined): AudioStreamInfo | undefined {
  if (!stream?.codec_name) return undefined;
  return { codec: stream.codec_name, sampleRate: Number(stream.sample_rate ?? 0), channels: stream.channels ?? 0 };
}

/** ffprobe writes rates as fractions ('30000/1001'), and '0/0' when it does not know. */
function frameRate(fraction: string | undefined): number | undefined {
  const [numerator, denominator] = (fraction ?? '').split('/').map(Number);
  return positive((numerator ?? NaN) / (denominator ?? NaN));
}

function positive(value: number): number | undefined {
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
