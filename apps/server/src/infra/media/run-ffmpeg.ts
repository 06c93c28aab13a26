import { spawn } from 'node:child_process';
import os from 'node:os';
import { MediaError } from './media-error.js';
import { createProgressParser } from './progress.js';

export interface RunOptions {
  /** The run is stopped past this: a stuck or endless input must not hold a worker slot forever. */
  timeoutMs: number;
  /** Aborting stops the run the same way a timeout does, and the promise rejects with 'ABORTED'. */
  signal?: AbortSignal;
  /** Time ffmpeg gets after the stop signal to close its output before SIGKILL. */
  killGraceMs?: number;
  /** How a timeout or abort asks the tool to finish; default SIGTERM. */
  stopSignal?: 'SIGTERM' | 'SIGINT';
  /**
   * The tool's nice value (0 to 19) for long CPU-bound work in the background: requests to the server, on the same
   * cores, are then served first. Absent: the server's own priority.
   */
  niceness?: number;
}

export interface FfmpegOptions extends RunOptions {
  /** `durationSeconds` (from the probe) turns ffmpeg's output position into a fraction from 0 to 1. */
  progress?: { durationSeconds: number; onProgress: (fraction: number) => void };
  /**
   * Receives ffmpeg's log. When given, the log level is 'info': filters that report what they found (silencedetect,
   * showinfo) write it there, and only there.
   */
  onLog?: (chunk: string) => void;
}

const DEFAULT_KILL_GRACE_MS = 2_000;
const STDERR_TAIL_CHARS = 4_000;
// Quiet by default so that stderr holds the errors and nothing else; stdin is never read (ffmpeg would otherwise
// take keystrokes from it as commands).
const FFMPEG_PREAMBLE = ['-hide_banner', '-nostdin', '-nostats'];

/**
 * Runs ffmpeg in a child process (never a shell: paths are passed as they are) and resolves when it exits with 0.
 * Decoding and encoding happen in that process, so the caller's event loop only sees a few lines of text.
 */
export async function runFfmpeg(args: readonly string[], options: FfmpegOptions): Promise<void> {
  const progressArgs = options.progress ? ['-progress', 'pipe:1'] : [];
  const onStdout = options.progress ? createProgressParser(options.progress.durationSeconds, options.progress.onProgress) : () => {};
  const logLevel = ['-loglevel', options.onLog ? 'info' : 'error'];
  await runTool('ffmpeg', [...FFMPEG_PREAMBLE, ...logLevel, ...progressArgs, ...args], options, onStdout, options.onLog);
}

/** Runs ffprobe in a child process and resolves with what it printed on stdout. */
export async function runFfprobe(args: readonly string[], options: RunOptions): Promise<string> {
  let stdout = '';
  await runTool('ffprobe', ['-hide_banner', ...args], options, (chunk) => {
    stdout += chunk;
  });
  return stdout;
}

/**
 * The tool started through coreutils' `nice` when a nice value is asked for, so it runs at that value from its first
 * instruction: setting it after the spawn raced a tool that had already started its work. `nice -n` adds to the
 * server's own value, so the increment is what is missing; a server already as nice runs the tool at its own value.
 */
function atNiceness(tool: string, args: readonly string[], niceness: number | undefined): [string, readonly string[]] {
  const increment = niceness === undefined ? 0 : niceness - os.getPriority();
  return increment > 0 ? ['nice', ['-n', String(increment), tool, ...args]] : [tool, args];
}

/**
 * Runs a media tool in a child process with the same timeout, abort and kill rules as ffmpeg (the transcriber runs
 * pocketsphinx through this). Rejects with a MediaError.
 */
export function runTool(
  tool: string,
  args: readonly string[],
  options: RunOptions,
  onStdout: (chunk: string) => void,
  onStderr?: (chunk: string) => void,
) {
  return new Promise<void>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new MediaError('ABORTED', `${tool} was not started: aborted`));
      return;
    }
    const [command, commandArgs] = atNiceness(tool, args, options.niceness);
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderrTail = '';
    let stopReason: 'TIMEOUT' | 'ABORTED' | undefined;
    let spawnError: Error | undefined;
    let killTimer: NodeJS.Timeout | undefined;

    const stop = (reason: 'TIMEOUT' | 'ABORTED') => {
      if (stopReason) return;
      stopReason = reason;
      child.kill(options.stopSignal ?? 'SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), options.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
    };
    const timeoutTimer = setTimeout(() => stop('TIMEOUT'), options.timeoutMs);
    const onAbort = () => stop('ABORTED');
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8').on('data', onStdout);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      onStderr?.(chunk);
      stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', (error) => {
      spawnError = error;
    });
    // 'close' comes after the process has exited and its pipes are drained, also when it could not start; settling
    // here means a rejected promise never leaves the tool running.
    child.on('close', (exitCode, signal) => {
      clearTimeout(timeoutTimer);
      clearTimeout(killTimer);
      options.signal?.removeEventListener('abort', onAbort);
      const tail = stderrTail.trim();
      if (stopReason === 'TIMEOUT') reject(new MediaError('TIMEOUT', `${tool} ran longer than ${options.timeoutMs} ms`, tail));
      else if (stopReason === 'ABORTED') reject(new MediaError('ABORTED', `${tool} was aborted`, tail));
      else if (spawnError) reject(new MediaError('FAILED', `${tool} could not start: ${spawnError.message}`, tail));
      else if (exitCode !== 0)
        reject(new MediaError('FAILED', `${tool} exited with ${exitCode ?? signal}${tail ? `: ${lastLine(tail)}` : ''}`, tail));
      else resolve();
    });
  });
}

function lastLine(text: string): string {
  return text.split('\n').pop() ?? '';
}
