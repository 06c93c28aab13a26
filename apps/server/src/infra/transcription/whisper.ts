import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MediaError } from '../media/media-error.js';
import type { RecognisedLine, Transcriber, Transcript } from './transcriber.js';
import { whisperLanguageFor, type ChineseScript } from './whisper-language.js';
import { readWhisperModelHeader, WhisperModelError, type WhisperModelHeader } from './whisper-model.js';

export const WHISPER_ENGINE = 'whisper.cpp';

/** What the parent asks the child process (whisper-child.ts) to do: one transcription, then it exits. */
export interface WhisperRequest {
  modelPath: string;
  wav: string;
  /** Whisper's language code. */
  language: string;
  script: ChineseScript | null;
  threads: number;
  /** Module that exports the native binding; absent: the platform package. */
  binding?: string;
}

export type WhisperReply =
  { type: 'progress'; fraction: number } | { type: 'result'; lines: RecognisedLine[] } | { type: 'error'; message: string };

export interface WhisperTranscriberOptions {
  /** A whisper.cpp ggml model (WHISPER_MODEL), checked when the transcriber is made and again before each run. */
  modelPath: string;
  /** Whether English goes to whisper as well (it is more accurate than pocketsphinx and slower); default true. */
  english?: boolean;
  /** whisper's compute threads; the machine has 2 cores and one transcription runs at a time. */
  threads?: number;
  /** The run is stopped past this many ms; by default scaled to the audio's length and the model's size. */
  timeoutMs?: (durationSeconds: number) => number;
  /** Time the child gets after SIGTERM before SIGKILL. */
  killGraceMs?: number;
  /** The child's entry module (tests run ones that crash or hang). */
  childEntry?: string;
  /** A module exporting the native binding in place of the platform package (tests). */
  binding?: string;
}

const DEFAULT_THREADS = 2;
const DEFAULT_KILL_GRACE_MS = 2_000;
const OUTPUT_TAIL_CHARS = 4_000;
/** Covers loading a large model (3 GB for large-v3 in f16) from a slow disk before the first second of audio. */
const MIN_TIMEOUT_MS = 10 * 60_000;

/**
 * Past this it is taken to be stuck: a real-time factor equal to the model's encoder layers (4 for tiny, 32 for
 * large), which is several times what whisper.cpp needs on 2 busy cores. Not measured here: no model is available.
 */
function defaultTimeoutMs(header: WhisperModelHeader, durationSeconds: number): number {
  return Math.max(MIN_TIMEOUT_MS, Math.ceil(durationSeconds * 1000 * header.nAudioLayer));
}

const DEFAULT_CHILD_ENTRY = fileURLToPath(new URL('./whisper-child-entry.mjs', import.meta.url));

/**
 * whisper.cpp through the native binding of @fugood/whisper.node, for Cantonese, Mandarin, Japanese and English. Each
 * transcription runs in a forked Node process of its own (model loaded, audio transcribed, process gone), so a
 * crash, an abort or a hang of the native code costs that process only: the promise rejects with a MediaError.
 * Runs are one at a time per transcriber: two would fight over the same 2 cores and hold two models in memory.
 */
export function createWhisperTranscriber(options: WhisperTranscriberOptions): Transcriber {
  const { modelPath, english = true, threads = DEFAULT_THREADS, killGraceMs = DEFAULT_KILL_GRACE_MS } = options;
  const header = readWhisperModelHeader(modelPath);
  const entry = options.childEntry ?? DEFAULT_CHILD_ENTRY;
  const timeoutFor = options.timeoutMs ?? ((seconds: number) => defaultTimeoutMs(header, seconds));
  let queue: Promise<unknown> = Promise.resolve();

  const supports = (language: string) => {
    const mapped = whisperLanguageFor(language, header);
    return mapped !== null && (english || mapped.code !== 'en');
  };

  return {
    engine: WHISPER_ENGINE,
    model: path.basename(modelPath),
    supports,
    transcribe(wav, { language, durationSeconds, signal, onProgress }) {
      const run = async (): Promise<Transcript> => {
        const mapped = whisperLanguageFor(language, header);
        if (!mapped || !supports(language)) throw new MediaError('FAILED', `the whisper model ${modelPath} is not used for ${language}`);
        try {
          // The file may have been replaced since start-up; native code gets only a file that still looks right.
          readWhisperModelHeader(modelPath);
        } catch (error) {
          if (error instanceof WhisperModelError) throw new MediaError('FAILED', `whisper.cpp not started: ${error.message}`);
          throw error;
        }
        const request: WhisperRequest = { modelPath, wav, language: mapped.code, script: mapped.script, threads, binding: options.binding };
        const lines = await runWhisperChild(entry, request, { timeoutMs: timeoutFor(durationSeconds), killGraceMs, signal, onProgress });
        return { engine: WHISPER_ENGINE, model: modelPath, language, lines };
      };
      const result = queue.then(run);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

interface ChildRunOptions {
  timeoutMs: number;
  killGraceMs: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/**
 * Forks the child, sends it the request and settles when it has exited: with its lines, or with a MediaError when it
 * reported an error, crashed, was aborted or ran past the timeout (then it is killed). Never leaves it running.
 */
export function runWhisperChild(entry: string, request: WhisperRequest, options: ChildRunOptions): Promise<RecognisedLine[]> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new MediaError('ABORTED', 'whisper.cpp was not started: aborted'));
      return;
    }
    const child = fork(entry, [], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // A debugger flag inherited from the server would make the child wait for a debugger on the same port.
      execArgv: process.execArgv.filter((arg) => !arg.startsWith('--inspect')),
    });
    let outputTail = '';
    let reply: Extract<WhisperReply, { type: 'result' | 'error' }> | undefined;
    let stopReason: 'TIMEOUT' | 'ABORTED' | undefined;
    let startError: Error | undefined;
    let killTimer: NodeJS.Timeout | undefined;

    // A child that has replied and still not exited is killed too, but its reply stands.
    const stop = (reason: 'TIMEOUT' | 'ABORTED') => {
      if (stopReason) return;
      stopReason = reason;
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), options.killGraceMs);
    };
    const timeoutTimer = setTimeout(() => stop('TIMEOUT'), options.timeoutMs);
    const onAbort = () => stop('ABORTED');
    options.signal?.addEventListener('abort', onAbort, { once: true });

    // whisper.cpp logs to stderr, the binding's own logger to stdout: both are kept for the error's details.
    const keep = (chunk: string) => {
      outputTail = (outputTail + chunk).slice(-OUTPUT_TAIL_CHARS);
    };
    child.stdout?.setEncoding('utf8').on('data', keep);
    child.stderr?.setEncoding('utf8').on('data', keep);
    child.on('message', (message: WhisperReply) => {
      if (message.type === 'progress') options.onProgress?.(message.fraction);
      else reply ??= message;
    });
    child.on('error', (error) => {
      startError ??= error;
    });
    // 'close' comes after the process has exited and its pipes are drained, also when it could not start.
    child.on('close', (exitCode, signal) => {
      clearTimeout(timeoutTimer);
      clearTimeout(killTimer);
      options.signal?.removeEventListener('abort', onAbort);
      const tail = outputTail.trim();
      if (reply?.type === 'result') resolve(reply.lines);
      else if (stopReason === 'TIMEOUT') reject(new MediaError('TIMEOUT', `whisper.cpp ran longer than ${options.timeoutMs} ms`, tail));
      else if (stopReason === 'ABORTED') reject(new MediaError('ABORTED', 'whisper.cpp was aborted', tail));
      else if (reply?.type === 'error')
        reject(new MediaError('FAILED', `whisper.cpp failed: ${withNativeReason(reply.message, tail)}`, tail));
      else if (startError) reject(new MediaError('FAILED', `whisper.cpp could not start: ${startError.message}`, tail));
      else {
        const how = signal ? `was killed by ${signal}` : `exited with ${exitCode}`;
        reject(new MediaError('FAILED', `whisper.cpp ${how} before it finished${tail ? `: ${crashReason(tail)}` : ''}`, tail));
      }
    });
    // A child that dies before reading this is reported by 'close'.
    child.send(request, (error) => {
      if (error) startError ??= error;
    });
  });
}

// Lines of whisper.cpp's and ggml's log that say why a load or a run failed, as opposed to progress and stack frames.
const NATIVE_REASON = /GGML_ASSERT|terminate called|unknown tensor|exception|failed to open|invalid|not supported|wrong/i;

/** The binding says only 'Failed to initialize whisper context'; whisper.cpp's log says why (unknown tensor, ...). */
function withNativeReason(message: string, log: string): string {
  const reason = log.split('\n').find((line) => NATIVE_REASON.test(line));
  return reason ? `${message} (${reason.trim()})` : message;
}

/** A crash's most telling line: an assert or an exception when the log has one, else its last line. */
function crashReason(log: string): string {
  const lines = log.split('\n');
  return (lines.find((line) => NATIVE_REASON.test(line)) ?? lines[lines.length - 1] ?? '').trim();
}
