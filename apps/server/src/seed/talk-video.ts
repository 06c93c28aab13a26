import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { runFfmpeg } from '../infra/media/run-ffmpeg.js';

const run = promisify(execFile);

/** espeak-ng writes 16-bit mono PCM at this rate. */
const ESPEAK_SAMPLE_RATE = 22_050;
// Dark and bright in turn, with a different grid: each topic change is a clear scene cut for the analysis.
const TOPIC_PICTURES = [
  { colour: 'navy', grid: 40 },
  { colour: 'gold', grid: 80 },
  { colour: 'darkred', grid: 120 },
];
const ENCODE_TIMEOUT_MS = 120_000;

/**
 * A talk spoken by espeak-ng (`en-us+klatt`, the voice the bundled English recogniser reads best), one WAV a topic,
 * muxed with a picture whose colour and grid change at each topic. Written into `dir` as talk.mp4.
 */
export async function makeTalkVideo(dir: string, topics: readonly (readonly string[])[]): Promise<string> {
  const speeches: { file: string; seconds: number }[] = [];
  for (const [index, sentences] of topics.entries()) {
    const file = path.join(dir, `topic-${index}.wav`);
    await run('espeak-ng', ['-v', 'en-us+klatt', '-s', '160', '-g', '4', '-w', file, sentences.join(' ')]);
    const { size } = await fs.stat(file);
    speeches.push({ file, seconds: (size - 44) / (ESPEAK_SAMPLE_RATE * 2) });
  }
  const pictures = speeches.map(({ seconds }, i) => {
    const { colour, grid } = TOPIC_PICTURES[i % TOPIC_PICTURES.length]!;
    return `color=c=${colour}:s=640x360:r=25:d=${seconds.toFixed(3)},drawgrid=w=${grid}:h=${grid}:t=4:c=white[v${i}]`;
  });
  const sounds = speeches.map((_, i) => `[${i}:a]`).join('');
  const scenes = speeches.map((_, i) => `[v${i}]`).join('');
  const video = path.join(dir, 'talk.mp4');
  await runFfmpeg(
    [
      '-y',
      ...speeches.flatMap(({ file }) => ['-i', file]),
      '-filter_complex',
      `${pictures.join(';')};${scenes}concat=n=${speeches.length}:v=1:a=0[v];${sounds}concat=n=${speeches.length}:v=0:a=1[a]`,
      ...['-map', '[v]', '-map', '[a]'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', '250', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video],
    ],
    { timeoutMs: ENCODE_TIMEOUT_MS },
  );
  return video;
}
