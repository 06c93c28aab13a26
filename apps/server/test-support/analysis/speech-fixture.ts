import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { THREE_TOPICS } from './three-topics.js';

const run = promisify(execFile);

export interface TruthSentence {
  topic: number;
  text: string;
  start: number;
  end: number;
}

export interface SpeechFixture {
  video: string;
  sentences: TruthSentence[];
  /** Where each topic after the first starts, seconds. */
  boundaries: number[];
  durationSeconds: number;
}

const SAMPLE_RATE = 22_050;
/** espeak-ng pads each sentence with about 0.1 s of silence; this brings the pause between sentences to ~0.4 s. */
const PAUSE_SECONDS = 0.3;
// Dark and bright in turn: each topic change is a clear scene cut.
const COLOURS = ['navy', 'yellow', 'darkred', 'lightgreen', 'black', 'orange'];

/** Seconds of a PCM WAV file written by espeak-ng (16-bit mono). */
async function wavSeconds(file: string): Promise<number> {
  const { size } = await fs.stat(file);
  return (size - 44) / (SAMPLE_RATE * 2);
}

/**
 * Synthesises a talk (by default the three topics) with espeak-ng (`en-us+klatt`, the voice pocketsphinx recognises
 * best), one sentence at a time so every sentence's time is known, and muxes it with a picture whose colour and
 * pattern change at each topic. Generated at test time: no binary fixture in the repository. The analysis benchmark
 * speaks a ten-minute talk through it.
 */
export async function makeSpeechFixture(
  dir: string,
  topics: readonly { sentences: readonly string[] }[] = THREE_TOPICS,
): Promise<SpeechFixture> {
  const sentences: TruthSentence[] = [];
  const files: string[] = [];
  let at = 0;
  let index = 0;
  for (const [topic, { sentences: texts }] of topics.entries()) {
    for (const text of texts) {
      const file = path.join(dir, `s${String(index).padStart(3, '0')}.wav`);
      index += 1;
      await run('espeak-ng', ['-v', 'en-us+klatt', '-s', '160', '-w', file, text]);
      const seconds = await wavSeconds(file);
      sentences.push({ topic, text, start: at, end: at + seconds });
      files.push(file);
      at += seconds + PAUSE_SECONDS;
    }
  }
  const durationSeconds = at;
  // Each sentence followed by the pause, as one WAV.
  const padded = files.map((_, i) => `[${i}:a]apad=pad_dur=${PAUSE_SECONDS}[a${i}]`).join(';');
  const joined = files.map((_, i) => `[a${i}]`).join('');
  const speech = path.join(dir, 'speech.wav');
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...files.flatMap((file) => ['-i', file]),
    '-filter_complex',
    `${padded};${joined}concat=n=${files.length}:v=0:a=1[out]`,
    '-map',
    '[out]',
    speech,
  ]);
  const boundaries = topics.slice(1).map((_, i) => sentences.find((sentence) => sentence.topic === i + 1)!.start);
  const edges = [0, ...boundaries, durationSeconds];
  const pictures = topics.map((_, i) => {
    const seconds = (edges[i + 1]! - edges[i]!).toFixed(3);
    const grid = 40 + (i % 3) * 40;
    return `color=c=${COLOURS[i % COLOURS.length]}:s=320x240:r=25:d=${seconds},drawgrid=w=${grid}:h=${grid}:t=4:c=white[v${i}]`;
  });
  const videos = topics.map((_, i) => `[v${i}]`).join('');
  const video = path.join(dir, 'talk.mp4');
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    speech,
    '-filter_complex',
    `${pictures.join(';')};${videos}concat=n=${topics.length}:v=1:a=0[v]`,
    '-map',
    '[v]',
    '-map',
    '0:a',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-g',
    '250',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    video,
  ]);
  return { video, sentences, boundaries, durationSeconds };
}

/** Word error rate: word-level edit distance over the reference length, after lower-casing and dropping punctuation. */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const norm = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9' ]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const ref = norm(reference);
  const hyp = norm(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return ref.length === 0 ? 0 : previous[hyp.length]! / ref.length;
}
