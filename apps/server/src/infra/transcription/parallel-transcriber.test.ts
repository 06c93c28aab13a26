import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSpeechFixture, wordErrorRate, type SpeechFixture } from '../../../test-support/analysis/speech-fixture.js';
import { THREE_TOPICS } from '../../../test-support/analysis/three-topics.js';
import { extractSpeechAudio } from '../media/audio.js';
import { probeMedia } from '../media/probe.js';
import { createParallelTranscriber } from './parallel-transcriber.js';
import { createPocketsphinxTranscriber } from './pocketsphinx.js';
import type { Transcriber, Transcript } from './transcriber.js';

const run = promisify(execFile);

/** The engine with every file it was given noted, so a test sees how many pieces were transcribed. */
function noting(engine: Transcriber) {
  const files: string[] = [];
  const transcriber: Transcriber = {
    ...engine,
    supports: (language) => engine.supports(language),
    transcribe: (wav, options) => {
      files.push(wav);
      return engine.transcribe(wav, options);
    },
  };
  return { transcriber, files };
}

const words = (transcript: Transcript) => transcript.lines.map((line) => line.text).join(' ');

describe('parallel pocketsphinx on a synthesized topic', () => {
  let dir: string;
  let fixture: SpeechFixture;
  let wav: string;
  let durationSeconds: number;
  let single: Transcript;
  let parallel: Transcript;
  let pieceFiles: string[];
  const progress: number[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parallel-transcriber-'));
    // Six sentences, about 31 s: two pieces when the minimum piece is 15 s.
    fixture = await makeSpeechFixture(dir, THREE_TOPICS.slice(0, 1));
    wav = path.join(dir, 'speech.wav');
    await extractSpeechAudio(fixture.video, wav);
    durationSeconds = (await probeMedia(fixture.video)).durationSeconds;
    const options = { language: 'en-US', durationSeconds };
    single = await createPocketsphinxTranscriber().transcribe(wav, options);
    const engine = noting(createPocketsphinxTranscriber());
    parallel = await createParallelTranscriber(engine.transcriber, { concurrency: 2, minPieceSeconds: 15 }).transcribe(wav, {
      ...options,
      onProgress: (fraction) => progress.push(fraction),
    });
    pieceFiles = engine.files;
  }, 300_000);

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('transcribes two pieces at once and removes their files', () => {
    expect(pieceFiles).toHaveLength(2);
    for (const file of pieceFiles) expect(fs.existsSync(file)).toBe(false);
  });

  it('has a word error rate no worse than one process has (within 0.05) and within the pipeline threshold', () => {
    const reference = fixture.sentences.map((sentence) => sentence.text).join(' ');
    const singleRate = wordErrorRate(reference, words(single));
    const parallelRate = wordErrorRate(reference, words(parallel));
    console.log('WER one process', singleRate.toFixed(3), 'two pieces', parallelRate.toFixed(3));
    expect(parallelRate).toBeLessThanOrEqual(0.6);
    expect(parallelRate).toBeLessThanOrEqual(singleRate + 0.05);
  });

  it('places lines in order within the clip, where one process places them', () => {
    const starts = parallel.lines.map((line) => line.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const line of parallel.lines) {
      expect(line.start).toBeGreaterThanOrEqual(0);
      expect(line.end).toBeGreaterThanOrEqual(line.start);
      expect(line.end).toBeLessThanOrEqual(durationSeconds);
    }
    const sameText = parallel.lines
      .map((line) => ({ line, twin: single.lines.find((other) => other.text === line.text) }))
      .filter((pair) => pair.twin !== undefined);
    expect(sameText.length).toBeGreaterThanOrEqual(parallel.lines.length / 2);
    for (const { line, twin } of sameText) expect(Math.abs(line.start - twin!.start)).toBeLessThanOrEqual(0.2);
    // Lines of the second piece are among them: their times were moved by where that piece's audio starts.
    expect(sameText.some(({ line }) => line.start > durationSeconds / 2)).toBe(true);
  });

  it('reports progress that only grows', () => {
    expect(progress.length).toBeGreaterThan(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[progress.length - 1]).toBeLessThanOrEqual(1);
  });
});

describe('parallel transcription that fails or is stopped', () => {
  let dir: string;
  let wav: string;
  let engine: string;
  const silences = [{ start: 14, end: 16 }];
  const options = { language: 'en-US', durationSeconds: 30, silences };

  // An engine that notes its process id and file, then hangs on the first piece and fails on the second.
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parallel-failure-'));
    wav = path.join(dir, 'tone.wav');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=30', '-ar', '16000', wav]);
    engine = path.join(dir, 'engine.sh');
    fs.writeFileSync(
      engine,
      [
        '#!/bin/sh',
        `echo "$$ $2" >> ${dir}/started`,
        'case "$2" in',
        '  *piece-0.wav) exec sleep 60 ;;',
        `  *) [ -f ${dir}/fail ] && { sleep 0.5; echo 'decoder broke' >&2; exit 3; } || exec sleep 60 ;;`,
        'esac',
      ].join('\n'),
      { mode: 0o755 },
    );
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const started = () =>
    fs
      .readFileSync(path.join(dir, 'started'), 'utf8')
      .trim()
      .split('\n')
      .map((entry) => {
        const [pid, file] = entry.split(' ');
        return { pid: Number(pid), file: file! };
      });
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const transcriber = () =>
    createParallelTranscriber(createPocketsphinxTranscriber({ command: engine, modelDir: dir }), { concurrency: 2, minPieceSeconds: 10 });

  it('fails with the failing piece’s error, stops the other piece and removes the pieces', async () => {
    fs.writeFileSync(path.join(dir, 'fail'), '');
    fs.rmSync(path.join(dir, 'started'), { force: true });
    const before = Date.now();
    await expect(transcriber().transcribe(wav, options)).rejects.toMatchObject({ name: 'MediaError', code: 'FAILED' });
    expect(Date.now() - before).toBeLessThan(20_000);
    const runs = started();
    expect(runs).toHaveLength(2);
    for (const { pid, file } of runs) {
      expect(alive(pid)).toBe(false);
      expect(fs.existsSync(file)).toBe(false);
    }
  }, 30_000);

  it('stops every piece when the caller aborts, and rejects as aborted', async () => {
    fs.rmSync(path.join(dir, 'fail'), { force: true });
    fs.rmSync(path.join(dir, 'started'), { force: true });
    const stop = new AbortController();
    const transcription = transcriber().transcribe(wav, { ...options, signal: stop.signal });
    await expect.poll(() => fs.existsSync(path.join(dir, 'started')) && started().length, { timeout: 10_000 }).toBe(2);
    stop.abort();
    await expect(transcription).rejects.toMatchObject({ name: 'MediaError', code: 'ABORTED' });
    for (const { pid, file } of started()) {
      expect(alive(pid)).toBe(false);
      expect(fs.existsSync(file)).toBe(false);
    }
  }, 30_000);
});
