import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Two short topics, spoken one after the other: a talk of about 23 s that the analysis divides by subject. */
const TOPICS = [
  [
    'The central bank announced today that it will raise interest rates by half a percentage point.',
    'Mortgage holders will see their monthly payments increase from next month.',
  ],
  [
    'Now let us move to the kitchen and cook a simple tomato pasta.',
    'Mix the pasta with the tomato sauce and serve it with cheese and fresh basil.',
  ],
];
const COLOURS = ['navy', 'yellow'];

/** Seconds of a 16-bit mono PCM WAV written by espeak-ng (22,050 Hz). */
function wavSeconds(file: string): number {
  return (fs.statSync(file).size - 44) / (22_050 * 2);
}

/**
 * Synthesises the talk with espeak-ng (`en-us+klatt`, the voice pocketsphinx recognises best) and muxes it with a
 * picture that changes colour at the second topic. Generated at test time, like the server's pipeline test: no
 * binary fixture in the repository.
 */
export function makeSpeechVideo(dir: string): { video: string; seconds: number } {
  fs.mkdirSync(dir, { recursive: true });
  const parts = TOPICS.map((sentences, i) => {
    const file = path.join(dir, `topic${i}.wav`);
    execFileSync('espeak-ng', ['-v', 'en-us+klatt', '-s', '165', '-g', '6', '-w', file, sentences.join(' ')]);
    return { file, seconds: wavSeconds(file) };
  });
  const video = path.join(dir, 'talk.mp4');
  const pictures = parts.map(
    ({ seconds }, i) =>
      `color=c=${COLOURS[i]}:s=320x240:r=25:d=${seconds.toFixed(3)},drawgrid=w=${40 + i * 40}:h=${40 + i * 40}:t=4:c=white[v${i}]`,
  );
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...parts.flatMap(({ file }) => ['-i', file]),
    '-filter_complex',
    `[0:a][1:a]concat=n=2:v=0:a=1[a];${pictures.join(';')};[v0][v1]concat=n=2:v=1:a=0[v]`,
    ...['-map', '[v]', '-map', '[a]'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', '50', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    video,
  ]);
  return { video, seconds: parts.reduce((sum, part) => sum + part.seconds, 0) };
}
