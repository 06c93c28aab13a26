import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { extractSpeechAudio } from '../media/audio.js';
import { MediaError } from '../media/media-error.js';
import { transcribersFor } from './transcriber.js';
import { createPocketsphinxTranscriber } from './pocketsphinx.js';
import { createWhisperTranscriber } from './whisper.js';
import { WhisperModelError } from './whisper-model.js';
import { writeFakeModel } from '../../../test-support/transcription/whisper-test-models.js';

// No real whisper model exists on this machine: these tests cover selection, validation, the child process and its
// failure paths. Real inference is not tested here.

const execFileAsync = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whisper-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const multilingual = writeFakeModel(path.join(dir, 'ggml-medium.bin'));
const largeV3 = writeFakeModel(path.join(dir, 'ggml-large-v3.bin'), { nVocab: 51866, nAudioLayer: 32 });
const englishOnly = writeFakeModel(path.join(dir, 'ggml-base.en.bin'), { nVocab: 51864 });
const wav = path.join(dir, 'speech.wav');
const options = { language: 'yue-Hant-HK', durationSeconds: 3 };

/** A module in the temporary folder, for child entries and stand-in bindings. */
function writeModule(name: string, source: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return file;
}

async function failure(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(
    () => {
      throw new Error('resolved');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('whisper transcriber: languages', () => {
  it('transcribes Cantonese, Mandarin, Japanese and English with a multilingual model', () => {
    const whisper = createWhisperTranscriber({ modelPath: multilingual });
    expect(whisper.engine).toBe('whisper.cpp');
    expect(['yue-Hant-HK', 'zh-CN', 'ja-JP', 'en-US'].map(whisper.supports)).toEqual([true, true, true, true]);
    expect(whisper.supports('fr-FR')).toBe(false);
  });

  it('leaves English to pocketsphinx when told to', () => {
    const whisper = createWhisperTranscriber({ modelPath: multilingual, english: false });
    expect(['yue-Hant-HK', 'en-US'].map(whisper.supports)).toEqual([true, false]);
  });

  it('takes English only with an English-only model', () => {
    const whisper = createWhisperTranscriber({ modelPath: englishOnly });
    expect(['en-US', 'ja-JP', 'yue-Hant-HK', 'zh-CN'].map(whisper.supports)).toEqual([true, false, false, false]);
  });

  it('is picked before pocketsphinx for every language it takes, in the order the container lists them', () => {
    const pocketsphinx = createPocketsphinxTranscriber({ modelDir: dir });
    const whisper = createWhisperTranscriber({ modelPath: multilingual });
    const engines = (list: Parameters<typeof transcribersFor>[0]) =>
      ['en-US', 'yue-Hant-HK'].map((language) => transcribersFor(list, language)[0]?.engine ?? 'none');
    expect(engines([whisper, pocketsphinx])).toEqual(['whisper.cpp', 'whisper.cpp']);
    const nonEnglish = createWhisperTranscriber({ modelPath: multilingual, english: false });
    expect(engines([nonEnglish, pocketsphinx])).toEqual(['pocketsphinx', 'whisper.cpp']);
  });
});

describe('whisper transcriber: the model file', () => {
  it('refuses to be made with a file that is not a whisper model', () => {
    expect(() => createWhisperTranscriber({ modelPath: path.join(dir, 'absent.bin') })).toThrow(WhisperModelError);
  });

  it('does not start whisper.cpp when the file has been replaced by something else since start-up', async () => {
    const file = writeFakeModel(path.join(dir, 'replaced.bin'));
    const whisper = createWhisperTranscriber({ modelPath: file, childEntry: path.join(dir, 'never-run.mjs') });
    writeFakeModel(file, { magic: 0x46554747 });
    const error = await failure(whisper.transcribe(wav, options));
    expect(error.code).toBe('FAILED');
    expect(error.message).toMatch(/not started: .*ggml magic/);
  });
});

describe('whisper transcriber: the real binding on files without weights', () => {
  // Headers of a real model followed by zeros or noise: whisper.cpp must refuse them in the child, and this process
  // must go on. If a future binding hung instead, the timeout would kill the child and the test would still end.
  it.each(['zeros', 'noise'] as const)(
    "rejects a model whose weights are %s, with whisper.cpp's reason",
    async (body) => {
      const modelPath = writeFakeModel(path.join(dir, `garbage-${body}.bin`), { body });
      const whisper = createWhisperTranscriber({ modelPath, timeoutMs: () => 20_000 });
      const error = await failure(whisper.transcribe(wav, options));
      expect(error.code).toBe('FAILED');
      expect(error.message).toMatch(/^whisper\.cpp failed: Failed to initialize whisper context \(whisper_/);
      expect(error.stderrTail).toMatch(/whisper_model_load/);
    },
    30_000,
  );
});

describe('whisper transcriber: the child process', () => {
  it('rejects when the native code aborts the child (as a ggml assert does)', async () => {
    const entry = writeModule(
      'abort.mjs',
      "process.once('message', () => { process.stderr.write('GGML_ASSERT(src0->type == GGML_TYPE_F16) failed\\n'); process.abort(); });",
    );
    const whisper = createWhisperTranscriber({ modelPath: multilingual, childEntry: entry });
    const error = await failure(whisper.transcribe(wav, options));
    expect(error.code).toBe('FAILED');
    expect(error.message).toBe('whisper.cpp was killed by SIGABRT before it finished: GGML_ASSERT(src0->type == GGML_TYPE_F16) failed');
  });

  it('rejects when the child exits without a reply', async () => {
    const entry = writeModule('exit.mjs', "process.once('message', () => process.exit(3));");
    const whisper = createWhisperTranscriber({ modelPath: multilingual, childEntry: entry });
    expect((await failure(whisper.transcribe(wav, options))).message).toBe('whisper.cpp exited with 3 before it finished');
  });

  // Ignores SIGTERM, so only the SIGKILL that follows ends it. Writes its pid where the request's wav would be.
  const stuck = writeModule(
    'stuck.mjs',
    "import fs from 'node:fs'; process.on('SIGTERM', () => {}); process.once('message', (r) => { fs.writeFileSync(r.wav, String(process.pid)); setInterval(() => {}, 1000); });",
  );

  it('kills a child that runs past the timeout and rejects', async () => {
    const pidFile = path.join(dir, 'stuck-timeout.pid');
    const whisper = createWhisperTranscriber({ modelPath: multilingual, childEntry: stuck, timeoutMs: () => 1_000, killGraceMs: 200 });
    const error = await failure(whisper.transcribe(pidFile, options));
    expect(error.code).toBe('TIMEOUT');
    expect(isRunning(Number(fs.readFileSync(pidFile, 'utf8')))).toBe(false);
  });

  it('kills the child when the signal aborts and rejects', async () => {
    const pidFile = path.join(dir, 'stuck-abort.pid');
    const whisper = createWhisperTranscriber({ modelPath: multilingual, childEntry: stuck, killGraceMs: 200 });
    const controller = new AbortController();
    const running = whisper.transcribe(pidFile, { ...options, signal: controller.signal });
    while (!fs.existsSync(pidFile)) await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    expect((await failure(running)).code).toBe('ABORTED');
    expect(isRunning(Number(fs.readFileSync(pidFile, 'utf8')))).toBe(false);
  });

  it('does not start when the signal has already aborted', async () => {
    const whisper = createWhisperTranscriber({ modelPath: multilingual, childEntry: stuck });
    expect((await failure(whisper.transcribe(wav, { ...options, signal: AbortSignal.abort() }))).code).toBe('ABORTED');
  });
});

describe('whisper transcriber: the real child entry with a stand-in binding (no inference)', () => {
  // Answers the request with a segment that tells what the binding was given, after `delay` ms.
  const binding = (delay: number) =>
    writeModule(
      `binding-${delay}.cjs`,
      `exports.WhisperContext = class {
        constructor(options) { this.options = options; }
        transcribeFile(file, o) {
          const started = Date.now();
          o.onProgress(50);
          const given = [file, this.options.filePath, this.options.useGpu, o.language, o.maxThreads].join(' ');
          const promise = new Promise((resolve) => setTimeout(() => resolve({ result: '', isAborted: false, segments: [
            { text: ' [BLANK_AUDIO]', t0: 0, t1: 1000 },
            { text: ' 联储局宣布加息', t0: 1000, t1: 2500 },
            { text: ' ' + given + ' ' + started + ' ' + Date.now(), t0: 2500, t1: 3000 },
          ] }), ${delay}));
          return { stop: async () => {}, promise };
        }
        async release() {}
      };`,
    );

  it('loads the model on the CPU, passes the language and 2 threads, and returns lines in seconds in the right script', async () => {
    const whisper = createWhisperTranscriber({ modelPath: multilingual, binding: binding(0) });
    const progress: number[] = [];
    const transcript = await whisper.transcribe(wav, { ...options, onProgress: (fraction) => progress.push(fraction) });
    expect(transcript).toMatchObject({ engine: 'whisper.cpp', model: multilingual, language: 'yue-Hant-HK' });
    expect(transcript.lines.map(({ start, end, text }) => ({ start, end, text: text.split(' ').slice(0, 5).join(' ') }))).toEqual([
      { start: 1, end: 2.5, text: '聯儲局宣佈加息' },
      { start: 2.5, end: 3, text: `${wav} ${multilingual} false zh 2` },
    ]);
    expect(progress).toEqual([0.5]);
  });

  it("asks a large-v3 model for 'yue'", async () => {
    const whisper = createWhisperTranscriber({ modelPath: largeV3, binding: binding(0) });
    const transcript = await whisper.transcribe(wav, options);
    expect(transcript.lines[1]!.text.split(' ')[3]).toBe('yue');
  });

  it('runs one transcription at a time', async () => {
    const whisper = createWhisperTranscriber({ modelPath: multilingual, binding: binding(300) });
    const [first, second] = await Promise.all([whisper.transcribe(wav, options), whisper.transcribe(wav, options)]);
    const times = (transcript: typeof first) => transcript.lines[1]!.text.split(' ').slice(-2).map(Number) as [number, number];
    expect(times(second)[0]).toBeGreaterThanOrEqual(times(first)[1]);
  });
});

// Real inference needs a model that this repository cannot ship: it runs when WHISPER_MODEL names one, and shows as
// skipped otherwise, never as passed.
const realModel = process.env.WHISPER_MODEL;

describe.skipIf(!realModel)('whisper transcriber: real inference with WHISPER_MODEL', () => {
  it('transcribes synthesized English speech', async () => {
    const text = 'The central bank raised interest rates today. Markets in Hong Kong fell after the announcement.';
    const spoken = path.join(dir, 'spoken.wav');
    await execFileAsync('espeak-ng', ['-v', 'en-us+klatt', '-s', '160', '-w', spoken, text]);
    await extractSpeechAudio(spoken, wav);
    const whisper = createWhisperTranscriber({ modelPath: realModel! });
    const transcript = await whisper.transcribe(wav, { language: 'en-US', durationSeconds: 10 });
    const heard = new Set(transcript.lines.flatMap((line) => line.text.toLowerCase().match(/[a-z]+/g) ?? []));
    const words = text.toLowerCase().match(/[a-z]+/g)!;
    expect(words.filter((word) => heard.has(word)).length / words.length).toBeGreaterThanOrEqual(0.6);
    expect(transcript.lines[0]!.start).toBeLessThan(transcript.lines.at(-1)!.end);
  }, 600_000);
});
