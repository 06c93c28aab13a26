import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../../src/infra/media/run-ffmpeg.js';

/** Test patterns of ffmpeg's own: a moving picture with a counter, and a 440 Hz tone. */
const PICTURE = ['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25'];
const TONE = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'];
const CLIP_SECONDS = '6';
// The fastest settings of each encoder: the clips are made again for every test file.
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
const VP9 = ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k'];

/** How each kind of test recording is made. */
const recipes = {
  // What a phone or OBS uploads: H.264 with a keyframe every 2 s, AAC, in MP4.
  'h264-aac.mp4': [...PICTURE, ...TONE, '-t', CLIP_SECONDS, ...H264, '-g', '50', '-c:a', 'aac'],
  // What a browser's MediaRecorder uploads: VP9 and Opus in WebM.
  'vp9-opus.webm': [...PICTURE, ...TONE, '-t', CLIP_SECONDS, ...VP9, '-c:a', 'libopus'],
  // An MP4 whose video browsers' HLS cannot take as it is: the processing job must transcode it.
  'vp9-in-mp4.mp4': [...PICTURE, ...TONE, '-t', CLIP_SECONDS, ...VP9, '-c:a', 'aac'],
  'tone.mp3': [...TONE, '-t', CLIP_SECONDS, '-c:a', 'libmp3lame'],
  // Sound only, in an MP4 container but not in AAC: HLS must encode it.
  'mp3-audio.mp4': [...TONE, '-t', CLIP_SECONDS, '-c:a', 'libmp3lame'],
  'silent-h264.mp4': [...PICTURE, '-t', CLIP_SECONDS, ...H264, '-g', '50'],
  'full-hd.mp4': ['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=25', '-t', '1', ...H264],
  'still.jpg': [...PICTURE, '-frames:v', '1'],
} satisfies Record<string, string[]>;

export type ClipName = keyof typeof recipes;

/** A temporary directory holding the named clips, made in parallel, plus `not-media.mp4`: a text file. */
export async function makeClips(
  names: readonly ClipName[],
): Promise<{ dir: string; clip: (name: ClipName) => string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  const clip = (name: ClipName) => path.join(dir, name);
  await Promise.all(names.map((name) => runFfmpeg(['-y', ...recipes[name], clip(name)], { timeoutMs: 20_000 })));
  fs.writeFileSync(path.join(dir, 'not-media.mp4'), 'These are the meeting notes, not a recording.\n'.repeat(50));
  return { dir, clip, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
