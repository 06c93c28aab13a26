import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildComposeArgs,
  buildComposeGraph,
  composeRecording,
  MAX_COMPOSED_SEGMENTS,
  planComposition,
  type RecordingSegment,
} from './compose-recording.js';
import { MediaError } from './media-error.js';
import { runFfmpeg, runFfprobe } from './run-ffmpeg.js';

const WIDTH = 1280;
const HEIGHT = 720;
const SAMPLE_RATE = 48_000;
const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const BLACK = [0, 0, 0];

function segment(overrides: Partial<RecordingSegment>): RecordingSegment {
  return {
    path: '/rec/host-camera.mkv',
    kind: 'camera',
    participantId: 'host',
    startMs: 0,
    endMs: 8_000,
    hasAudio: true,
    hasVideo: true,
    priority: 10,
    ...overrides,
  };
}

/**
 * An 8 s live: the host's camera (red, 440 Hz) all along, a guest's camera (green, 660 Hz) from 2 s, and the host's
 * screen (blue, no sound) from 3 s to 6 s.
 */
function liveSegments(dir: string): RecordingSegment[] {
  return [
    segment({ path: path.join(dir, 'host-camera.mkv') }),
    segment({ path: path.join(dir, 'guest-camera.mkv'), participantId: 'guest', startMs: 2_000, priority: 5 }),
    segment({ path: path.join(dir, 'host-screen.mkv'), kind: 'screen', startMs: 3_000, endMs: 6_000, hasAudio: false }),
  ];
}

// One thread each: the three feeds are made at once.
const VP8 = ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k', '-threads', '1'];
/** Files like those ffmpeg copies from RTP: VP8/Opus in Matroska, timestamps not starting at 0, a varying frame rate. */
const FEEDS: Record<string, string[]> = {
  'host-camera.mkv': ['-f', 'lavfi', '-i', 'color=c=red:s=320x240:r=15', '-f', 'lavfi', '-i', 'sine=f=440:sample_rate=48000'],
  'guest-camera.mkv': ['-f', 'lavfi', '-i', 'color=c=lime:s=640x360:r=24', '-f', 'lavfi', '-i', 'sine=f=660:sample_rate=48000'],
  'host-screen.mkv': ['-f', 'lavfi', '-i', 'color=c=blue:s=640x400:r=10'],
  'gappy-mic.mkv': ['-f', 'lavfi', '-i', 'sine=f=440:sample_rate=48000'],
};
const FEED_ENCODING: Record<string, string[]> = {
  'host-camera.mkv': ['-t', '8', ...VP8, '-c:a', 'libopus', '-output_ts_offset', '7'],
  // Every third frame only, passed through as it is: the frame rate the file declares is not the one it has.
  'guest-camera.mkv': [
    '-t',
    '6',
    '-vf',
    'select=not(mod(n\\,3))',
    '-fps_mode',
    'passthrough',
    ...VP8,
    '-c:a',
    'libopus',
    '-output_ts_offset',
    '3',
  ],
  'host-screen.mkv': ['-t', '3', ...VP8],
  // Opus with DTX sends nothing during silence: here no packet from 2 s to 4.5 s, and timestamps that jump over it.
  'gappy-mic.mkv': ['-t', '6', '-af', 'aselect=not(between(t\\,2\\,4))', '-c:a', 'libopus'],
};

/** The frame shown at `seconds`, as a function from a pixel to its RGB colour. */
async function frameAt(file: string, seconds: number): Promise<(x: number, y: number) => number[]> {
  const raw = `${file}.${seconds}.rgb`;
  await runFfmpeg(['-y', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', raw], {
    timeoutMs: 10_000,
  });
  const pixels = fs.readFileSync(raw);
  return (x, y) => [...pixels.subarray((y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3)];
}

/** The sound track, mono, as a function from a time to the amplitude of a tone in the 0.2 s from it (Goertzel). */
async function soundOf(file: string): Promise<(seconds: number, frequency: number) => number> {
  const raw = `${file}.pcm`;
  await runFfmpeg(['-y', '-i', file, '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 'f32le', raw], { timeoutMs: 10_000 });
  const bytes = fs.readFileSync(raw);
  const samples = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  return (seconds, frequency) => {
    const window = samples.subarray(Math.round(seconds * SAMPLE_RATE), Math.round((seconds + 0.2) * SAMPLE_RATE));
    const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / SAMPLE_RATE);
    let [previous, beforePrevious] = [0, 0];
    for (const sample of window) [previous, beforePrevious] = [sample + coefficient * previous - beforePrevious, previous];
    const power = previous ** 2 + beforePrevious ** 2 - coefficient * previous * beforePrevious;
    return (2 * Math.sqrt(power)) / window.length;
  };
}

function expectColour(actual: number[], expected: number[]): void {
  actual.forEach((channel, i) => expect(Math.abs(channel - (expected[i] ?? 0))).toBeLessThan(24));
}

describe('planComposition', () => {
  it('puts the screen left with the top camera in the strip while a screen is shared, else the top camera full frame', () => {
    const plan = planComposition({ durationMs: 8_000, segments: liveSegments('/rec') });
    expect(plan.windows).toEqual([
      {
        full: [
          [0, 3_000],
          [6_000, 8_000],
        ],
        screen: [],
        strip: [[3_000, 6_000]],
      },
      { full: [], screen: [], strip: [] },
      { full: [], screen: [[3_000, 6_000]], strip: [] },
    ]);
  });

  it('gives the frame to the next camera when the top one leaves', () => {
    const plan = planComposition({
      durationMs: 8_000,
      segments: [segment({ endMs: 5_000 }), segment({ participantId: 'guest', startMs: 1_000, priority: 5 })],
    });
    expect(plan.windows.map((windows) => windows.full)).toEqual([[[0, 5_000]], [[5_000, 8_000]]]);
  });

  it(`keeps the ${MAX_COMPOSED_SEGMENTS} highest-priority segments of a long live and counts the others`, () => {
    const segments = Array.from({ length: 50 }, (_, i) => segment({ path: `/rec/${i}.mkv`, priority: i, startMs: i * 100 }));
    const plan = planComposition({ durationMs: 60_000, segments });
    expect(plan.droppedCount).toBe(10);
    expect(plan.segments.map((kept) => kept.priority)).toEqual(Array.from({ length: 40 }, (_, i) => i + 10));
    expect(buildComposeArgs(plan, 60_000, '/out.mp4').filter((arg) => arg === '-i')).toHaveLength(40);
  });
});

describe('buildComposeGraph', () => {
  it('draws one camera over a black canvas and mixes its sound over silence', () => {
    const plan = planComposition({ durationMs: 5_000, segments: [segment({ startMs: 1_000, endMs: 4_000 })] });
    expect(buildComposeGraph(plan, 5_000).split(';')).toEqual([
      'color=c=black:s=1280x720:r=30:d=5.000,format=yuv420p[base]',
      '[0:v:0]setpts=PTS+1.000/TB[v0fulls]',
      '[v0fulls]scale=w=1280:h=720:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1[v0full]',
      "[base][v0full]overlay=x=0+(1280-w)/2:y=(720-h)/2:eof_action=pass:enable='gte(t,1.000)*lt(t,4.000)'[vout]",
      'anullsrc=r=48000:cl=stereo,atrim=duration=5.000[silence]',
      '[0:a:0]aresample=48000:async=1:first_pts=0,atrim=start=0.000:end=3.000,asetpts=PTS-STARTPTS,' +
        'aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,adelay=delays=1000:all=1[a0]',
      '[silence][a0]amix=inputs=2:duration=first:dropout_transition=0:normalize=0[aout]',
    ]);
  });

  it('leaves the canvas black when no segment has a picture', () => {
    const plan = planComposition({ durationMs: 5_000, segments: [segment({ hasVideo: false })] });
    expect(buildComposeGraph(plan, 5_000)).toContain('[base]null[vout]');
  });

  it('skips the part of a feed recorded before go-live', () => {
    const plan = planComposition({ durationMs: 5_000, segments: [segment({ startMs: -1_500, endMs: 5_000 })] });
    const graph = buildComposeGraph(plan, 5_000);
    expect(graph).toContain('setpts=PTS-1.500/TB');
    expect(graph).toContain('atrim=start=1.500:end=6.500');
    expect(graph).toContain('adelay=delays=0:all=1');
  });
});

describe('composeRecording', () => {
  let feeds: string;
  let dir: string;
  beforeAll(async () => {
    feeds = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-feeds-'));
    await Promise.all(
      Object.entries(FEEDS).map(([name, inputs]) =>
        runFfmpeg(['-y', ...inputs, ...(FEED_ENCODING[name] ?? []), path.join(feeds, name)], { timeoutMs: 50_000 }),
      ),
    );
  });
  afterAll(() => fs.rmSync(feeds, { recursive: true, force: true }));
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-out-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes one 1280x720 H.264/AAC MP4 as long as the live, laid out and mixed by the segments', async () => {
    const outputPath = path.join(dir, 'live.mp4');
    const progress: number[] = [];
    await composeRecording({ durationMs: 8_000, segments: liveSegments(feeds), outputPath }, { onProgress: (f) => progress.push(f) });

    const probe = JSON.parse(
      await runFfprobe(['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,width,height', '-of', 'json', outputPath], {
        timeoutMs: 10_000,
      }),
    ) as { format: { duration: string }; streams: Array<{ codec_name: string; width?: number; height?: number }> };
    expect(Math.abs(Number(probe.format.duration) - 8)).toBeLessThan(0.5);
    expect(probe.streams).toEqual([{ codec_name: 'h264', width: WIDTH, height: HEIGHT }, { codec_name: 'aac' }]);
    expect(progress.at(-1)).toBe(1);

    // During the screen share: the screen on the left, the host's camera (the top priority) in the right strip.
    const sharing = await frameAt(outputPath, 4.5);
    expectColour(sharing(544, 360), BLUE);
    expectColour(sharing(1184, 360), RED);
    // Before it: the host's 4:3 camera fills the height, so the right edge is the black pillarbox.
    const before = await frameAt(outputPath, 1);
    expectColour(before(640, 360), RED);
    expectColour(before(1250, 360), BLACK);
    // The host is heard all along, the guest from 2 s on.
    const tone = await soundOf(outputPath);
    expect(tone(1, 440)).toBeGreaterThan(0.05);
    expect(tone(1, 660)).toBeLessThan(0.01);
    expect(tone(2.5, 660)).toBeGreaterThan(0.05);
  });

  it('keeps the sound after a gap in the timestamps at its time', async () => {
    const outputPath = path.join(dir, 'live.mp4');
    const mic = segment({ path: path.join(feeds, 'gappy-mic.mkv'), startMs: 1_000, hasVideo: false });
    await composeRecording({ durationMs: 8_000, segments: [mic], outputPath });

    const tone = await soundOf(outputPath);
    expect(tone(1.5, 440)).toBeGreaterThan(0.05);
    expect(tone(4, 440)).toBeLessThan(0.01);
    expect(tone(5.7, 440)).toBeGreaterThan(0.05);
    expect(tone(7.5, 440)).toBeLessThan(0.01);
  });

  it('refuses a live shorter than 3 s with RECORDING_TOO_SHORT', async () => {
    const error = await composeRecording({ durationMs: 2_500, segments: liveSegments(feeds), outputPath: path.join(dir, 'x.mp4') }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ code: 'RECORDING_TOO_SHORT' });
  });

  it('refuses a live without sound or picture with RECORDING_EMPTY', async () => {
    const silent = liveSegments(feeds).map((feed) => ({ ...feed, hasAudio: false, hasVideo: false }));
    const error = await composeRecording({ durationMs: 8_000, segments: silent, outputPath: path.join(dir, 'x.mp4') }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ code: 'RECORDING_EMPTY' });
  });

  it('leaves out unreadable segment files, and refuses with RECORDING_EMPTY when none is left', async () => {
    const notMedia = path.join(dir, 'broken.mkv');
    fs.writeFileSync(notMedia, 'not a recording');
    const warnings: unknown[] = [];
    const error = await composeRecording(
      { durationMs: 8_000, segments: [segment({ path: notMedia })], outputPath: path.join(dir, 'x.mp4') },
      { log: { warn: (details: unknown) => warnings.push(details) } },
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'RECORDING_EMPTY' });
    expect(warnings).toEqual([{ participantId: 'host', kind: 'camera' }]);
    expect(fs.existsSync(path.join(dir, 'x.mp4'))).toBe(false);
  });
});
