import path from 'node:path';
import type { Logger } from '../logging/logger.js';
import { MediaError } from './media-error.js';
import { mediaInput } from './media-input.js';
import { runFfmpeg, runFfprobe } from './run-ffmpeg.js';

/** One feed's recording: a Matroska/WebM file of VP8 and/or Opus copied from RTP. Times are ms after go-live. */
export interface RecordingSegment {
  path: string;
  kind: 'camera' | 'screen';
  participantId: string;
  startMs: number;
  endMs: number;
  hasAudio: boolean;
  hasVideo: boolean;
  /** Higher wins the frame when several feeds of a kind are live at once. */
  priority: number;
}

export interface ComposeInput {
  durationMs: number;
  segments: readonly RecordingSegment[];
  outputPath: string;
}

export interface ComposeOptions {
  log?: Pick<Logger, 'warn'>;
  /** Called with a growing fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Default: three times the live's duration, and at least ten minutes. */
  timeoutMs?: number;
}

export const MIN_RECORDING_MS = 3_000;
/** Beyond this many inputs the ffmpeg command (open files, decoders, graph size) is no longer bounded. */
export const MAX_COMPOSED_SEGMENTS = 40;

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 30;
// The screen takes 85 % of the width; the rest is the speaker's strip.
const SCREEN_WIDTH = 1088;
const STRIP_WIDTH = WIDTH - SCREEN_WIDTH;
const SAMPLE_RATE = 48_000;
const TIMEOUT_MS_PER_SECOND_OF_LIVE = 3_000;
const MIN_TIMEOUT_MS = 10 * 60_000;
const PROBE_TIMEOUT_MS = 30_000;
const PROBE_CONCURRENCY = 8;

type Role = 'full' | 'screen' | 'strip';
/** Where a role's picture goes: the box it is fitted into, letterboxed, and the box's left edge. */
const ROLE_BOX: Record<Role, { width: number; left: number }> = {
  full: { width: WIDTH, left: 0 },
  screen: { width: SCREEN_WIDTH, left: 0 },
  strip: { width: STRIP_WIDTH, left: SCREEN_WIDTH },
};
// Drawing order: the roles never overlap in time, so the order only matters on a shared boundary frame.
const ROLES: readonly Role[] = ['full', 'screen', 'strip'];

type Window = [startMs: number, endMs: number];

export interface ComposePlan {
  /** The segments given to ffmpeg, in input order. */
  segments: RecordingSegment[];
  /** Per input: when its picture is shown in each role. */
  windows: Array<Record<Role, Window[]>>;
  /** Segments left out because the command would have grown past MAX_COMPOSED_SEGMENTS. */
  droppedCount: number;
}

/**
 * Composes the per-feed recordings of a live into one MP4 (H.264 + AAC, 1280x720 at 30 fps) that runs from go-live
 * to the end. A too short live, or one without any picture or sound, is rejected with MediaError
 * 'RECORDING_TOO_SHORT' or 'RECORDING_EMPTY' before ffmpeg starts; unreadable segment files are left out.
 */
export async function composeRecording(input: ComposeInput, options: ComposeOptions = {}): Promise<{ droppedCount: number }> {
  if (!(input.durationMs >= MIN_RECORDING_MS)) {
    throw new MediaError('RECORDING_TOO_SHORT', `the live lasted ${input.durationMs} ms, less than ${MIN_RECORDING_MS} ms`);
  }
  assertSomethingToCompose(input.segments, input.durationMs);
  const readable = await checkStreams(input.segments, options);
  assertSomethingToCompose(readable, input.durationMs);
  const plan = planComposition({ ...input, segments: readable });
  if (plan.droppedCount > 0) {
    options.log?.warn(
      { dropped: plan.droppedCount, kept: plan.segments.length },
      'recording: too many segments, lowest priorities left out',
    );
  }
  const durationSeconds = input.durationMs / 1000;
  await runFfmpeg(buildComposeArgs(plan, input.durationMs, path.resolve(input.outputPath)), {
    timeoutMs: options.timeoutMs ?? Math.max(MIN_TIMEOUT_MS, durationSeconds * TIMEOUT_MS_PER_SECOND_OF_LIVE),
    signal: options.signal,
    progress: options.onProgress && { durationSeconds, onProgress: options.onProgress },
  });
  return { droppedCount: plan.droppedCount };
}

function assertSomethingToCompose(segments: readonly RecordingSegment[], durationMs: number): void {
  if (usefulSegments(segments, durationMs).length === 0)
    throw new MediaError('RECORDING_EMPTY', 'no segment of the live has sound or picture');
}

/** The segments with sound or picture during the live, their ends cut at the live's end. */
function usefulSegments(segments: readonly RecordingSegment[], durationMs: number): RecordingSegment[] {
  return segments
    .map((segment) => ({ ...segment, endMs: Math.min(segment.endMs, durationMs) }))
    .filter((segment) => (segment.hasAudio || segment.hasVideo) && segment.endMs > Math.max(0, segment.startMs));
}

/**
 * Corrects each segment's stream flags from what ffprobe finds in its file: a feed that never received a packet
 * leaves an empty or streamless file, and one missing stream would fail the whole command.
 */
async function checkStreams(segments: readonly RecordingSegment[], options: ComposeOptions): Promise<RecordingSegment[]> {
  const checked: RecordingSegment[] = [];
  for (let i = 0; i < segments.length; i += PROBE_CONCURRENCY) {
    const batch = segments.slice(i, i + PROBE_CONCURRENCY);
    const kinds = await Promise.all(batch.map((segment) => streamKinds(segment.path, options.signal)));
    batch.forEach((segment, j) => {
      const found = kinds[j];
      if (!found) options.log?.warn({ participantId: segment.participantId, kind: segment.kind }, 'recording: unreadable segment left out');
      else checked.push({ ...segment, hasAudio: segment.hasAudio && found.audio, hasVideo: segment.hasVideo && found.video });
    });
  }
  return checked;
}

async function streamKinds(file: string, signal: AbortSignal | undefined): Promise<{ audio: boolean; video: boolean } | undefined> {
  try {
    // Only the stream list: a file whose writer was killed has no duration, and is still worth composing.
    const stdout = await runFfprobe(['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', ...mediaInput(file)], {
      timeoutMs: PROBE_TIMEOUT_MS,
      signal,
    });
    const types = stdout.split('\n').map((line) => line.trim());
    return { audio: types.includes('audio'), video: types.includes('video') };
  } catch (error) {
    if (error instanceof MediaError && error.code === 'ABORTED') throw error;
    return undefined;
  }
}

/** Which segments go in, and when each one's picture is shown where. Pure: the layout rules live here. */
export function planComposition({ durationMs, segments }: Pick<ComposeInput, 'durationMs' | 'segments'>): ComposePlan {
  const useful = usefulSegments(segments, durationMs);
  const kept = [...useful].sort(byPrecedence).slice(0, MAX_COMPOSED_SEGMENTS);
  // Input order follows the caller's order, so the command reads the same for the same live.
  const chosen = useful.filter((segment) => kept.includes(segment));
  const windows = chosen.map((): Record<Role, Window[]> => ({ full: [], screen: [], strip: [] }));

  const cuts = [...new Set([0, durationMs, ...chosen.flatMap((s) => [s.startMs, s.endMs])])]
    .filter((ms) => ms >= 0 && ms <= durationMs)
    .sort((a, b) => a - b);
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const window: Window = [cuts[i] ?? 0, cuts[i + 1] ?? 0];
    const live = chosen.map((segment, index) => ({ segment, index })).filter(({ segment }) => coversWindow(segment, window));
    const screen = best(live.filter(({ segment }) => segment.kind === 'screen'));
    const camera = best(live.filter(({ segment }) => segment.kind === 'camera'));
    if (screen) addWindow(windows[screen.index]?.screen, window);
    if (camera) addWindow(windows[camera.index]?.[screen ? 'strip' : 'full'], window);
  }
  return { segments: chosen, windows, droppedCount: useful.length - chosen.length };
}

function coversWindow(segment: RecordingSegment, [start, end]: Window): boolean {
  return segment.hasVideo && segment.startMs <= start && segment.endMs >= end;
}

/** Highest priority first; among equals the longer segment, then the earlier one. */
function byPrecedence(a: RecordingSegment, b: RecordingSegment): number {
  return b.priority - a.priority || b.endMs - b.startMs - (a.endMs - a.startMs) || a.startMs - b.startMs;
}

function best<T extends { segment: RecordingSegment }>(candidates: T[]): T | undefined {
  return [...candidates].sort((a, b) => byPrecedence(a.segment, b.segment))[0];
}

/** Appends a window, merged with the previous one when they touch. */
function addWindow(list: Window[] | undefined, window: Window): void {
  const last = list?.at(-1);
  if (last && last[1] === window[0]) last[1] = window[1];
  else list?.push([...window]);
}

/** The ffmpeg arguments for a plan: inputs, the filter graph, encoders, output. Pure. */
export function buildComposeArgs(plan: ComposePlan, durationMs: number, outputPath: string): string[] {
  const inputs = plan.segments.flatMap((segment) => [
    // A WebRTC sender changes resolution with bandwidth; rebuilding the graph on that would restart its clocks.
    ...(segment.hasVideo ? ['-reinit_filter', '0'] : []),
    ...mediaInput(segment.path),
  ]);
  return [
    '-y',
    ...inputs,
    ...['-filter_complex', buildComposeGraph(plan, durationMs), '-map', '[vout]', '-map', '[aout]'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-r', String(FPS), '-g', String(2 * FPS)],
    ...['-c:a', 'aac', '-b:a', '128k', '-ar', String(SAMPLE_RATE), '-ac', '2'],
    ...['-movflags', '+faststart', '-t', seconds(durationMs), outputPath],
  ];
}

/**
 * The filter graph: a black 30 fps canvas the length of the live, each picture shifted to its start and drawn over the
 * canvas only in its windows (the canvas' clock makes the variable frame rate of RTP constant), and every sound
 * delayed to its start and mixed at full volume over silence the length of the live.
 */
export function buildComposeGraph(plan: ComposePlan, durationMs: number): string {
  const total = seconds(durationMs);
  const chains = [`color=c=black:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${total},format=yuv420p[base]`];
  const overlays: Array<{ label: string; role: Role; windows: Window[] }> = [];
  plan.segments.forEach((segment, input) => {
    const roles = ROLES.filter((role) => (plan.windows[input]?.[role].length ?? 0) > 0);
    if (!segment.hasVideo || roles.length === 0) return;
    // Input timestamps start at the file's start, which is the segment's start on the live's clock.
    const shifted = `[${input}:v:0]setpts=PTS${signed(segment.startMs)}/TB`;
    const labels = roles.map((role) => `v${input}${role}`);
    chains.push(
      roles.length > 1 ? `${shifted},split=${roles.length}${labels.map((l) => `[${l}s]`).join('')}` : `${shifted}[${labels[0]}s]`,
    );
    roles.forEach((role, j) => {
      const box = ROLE_BOX[role];
      chains.push(
        `[${labels[j]}s]scale=w=${box.width}:h=${HEIGHT}:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1[${labels[j]}]`,
      );
      overlays.push({ label: labels[j] ?? '', role, windows: plan.windows[input]?.[role] ?? [] });
    });
  });
  let canvas = 'base';
  overlays.forEach((overlay, i) => {
    const box = ROLE_BOX[overlay.role];
    const next = i === overlays.length - 1 ? 'vout' : `c${i}`;
    const enable = overlay.windows.map(([start, end]) => `gte(t,${seconds(start)})*lt(t,${seconds(end)})`).join('+');
    chains.push(
      `[${canvas}][${overlay.label}]overlay=x=${box.left}+(${box.width}-w)/2:y=(${HEIGHT}-h)/2:eof_action=pass:enable='${enable}'[${next}]`,
    );
    canvas = next;
  });
  if (overlays.length === 0) chains.push('[base]null[vout]');

  const sounds = plan.segments.flatMap((segment, input) => (segment.hasAudio ? [audioChain(segment, input, `a${input}`)] : []));
  chains.push(`anullsrc=r=${SAMPLE_RATE}:cl=stereo,atrim=duration=${total}[silence]`, ...sounds);
  const mixed = ['[silence]', ...plan.segments.flatMap((segment, input) => (segment.hasAudio ? [`[a${input}]`] : []))];
  // normalize=0: a voice keeps its level however many feeds are mixed; duration=first: the silence sets the length.
  chains.push(`${mixed.join('')}amix=inputs=${mixed.length}:duration=first:dropout_transition=0:normalize=0[aout]`);
  return chains.join(';');
}

function audioChain(segment: RecordingSegment, input: number, label: string): string {
  const skipMs = Math.max(0, -segment.startMs);
  return [
    // async=1 fills the gaps Opus DTX and lost packets leave with silence; first_pts=0 pads a late first packet, so
    // sample counts (which is all amix goes by) match the clock.
    `[${input}:a:0]aresample=${SAMPLE_RATE}:async=1:first_pts=0`,
    `atrim=start=${seconds(skipMs)}:end=${seconds(segment.endMs - segment.startMs)}`,
    'asetpts=PTS-STARTPTS',
    `aformat=sample_fmts=fltp:sample_rates=${SAMPLE_RATE}:channel_layouts=stereo`,
    `adelay=delays=${Math.max(0, Math.round(segment.startMs))}:all=1[${label}]`,
  ].join(',');
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

function signed(ms: number): string {
  return ms < 0 ? `-${seconds(-ms)}` : `+${seconds(ms)}`;
}
