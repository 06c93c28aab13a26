import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MediaError } from './media-error.js';
import { runFfmpeg, runFfprobe, runTool } from './run-ffmpeg.js';

/** An hour of test pattern to nowhere, tagged so that the test can look for its process afterwards. */
function endlessJob(marker: string): string[] {
  return ['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-t', '3600', '-metadata', `title=${marker}`, '-f', 'null', '-'];
}

/** Whether any process on this machine was started with `marker` among its arguments. */
function processRunningWith(marker: string): boolean {
  return fs.readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker);
    } catch {
      return false; // the process ended while the list was read
    }
  });
}

describe('runFfmpeg', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-ffmpeg-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stops a job that runs past its timeout with TIMEOUT and leaves no ffmpeg running', async () => {
    const marker = `media-test-${randomUUID()}`;
    const started = Date.now();
    const error = await runFfmpeg(endlessJob(marker), { timeoutMs: 50 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ code: 'TIMEOUT' });
    // SIGTERM was enough: no wait for the SIGKILL grace period.
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(processRunningWith(marker)).toBe(false);
  });

  it('kills with SIGKILL a job that does not stop on SIGTERM (blocked opening an input that never comes)', async () => {
    const fifo = path.join(dir, 'stalled-input');
    execFileSync('mkfifo', [fifo]);
    const marker = `media-test-${randomUUID()}`;
    const started = Date.now();
    // Long enough for ffmpeg to be up and waiting: a process still starting dies of SIGTERM's default action. 500 ms was
    // not always enough on a loaded 2-core machine (ended by SIGTERM after 592 ms in a CI run, 2026-11-29).
    const job = runFfmpeg(['-i', fifo, '-metadata', `title=${marker}`, '-f', 'null', '-'], { timeoutMs: 2_000, killGraceMs: 300 });
    await expect(job).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_300);
    expect(processRunningWith(marker)).toBe(false);
  });

  it('stops a job when its signal is aborted, with ABORTED', async () => {
    const marker = `media-test-${randomUUID()}`;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(runFfmpeg(endlessJob(marker), { timeoutMs: 60_000, signal: controller.signal })).rejects.toMatchObject({
      code: 'ABORTED',
    });
    expect(processRunningWith(marker)).toBe(false);
  });

  it('does not start a job whose signal is already aborted', async () => {
    const marker = `media-test-${randomUUID()}`;
    await expect(runFfmpeg(endlessJob(marker), { timeoutMs: 60_000, signal: AbortSignal.abort() })).rejects.toMatchObject({
      code: 'ABORTED',
    });
  });

  it('reports progress as growing fractions of the duration, ending at 1', async () => {
    const fractions: number[] = [];
    // `-re` reads the input at its own pace: 1.5 s of video take 1.5 s, so ffmpeg reports a few times on the way.
    await runFfmpeg(['-re', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25', '-t', '1.5', '-f', 'null', '-'], {
      timeoutMs: 10_000,
      progress: { durationSeconds: 1.5, onProgress: (fraction) => fractions.push(fraction) },
    });
    expect(fractions.some((fraction) => fraction > 0.1 && fraction < 0.9)).toBe(true);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
    expect(new Set(fractions).size).toBe(fractions.length);
    expect(fractions.at(-1)).toBe(1);
  });

  it('rejects a failed run with FAILED and the end of what ffmpeg printed', async () => {
    const missing = path.join(dir, 'missing.mp4');
    const error = await runFfmpeg(['-i', missing, '-f', 'null', '-'], { timeoutMs: 10_000 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'FAILED', stderrTail: expect.stringContaining('No such file or directory') });
    expect((error as MediaError).message).toContain('No such file or directory');
  });
});

describe('runFfprobe', () => {
  it('answers with what ffprobe printed', async () => {
    const stdout = await runFfprobe(['-v', 'error', '-print_format', 'json', '-show_format', '-f', 'lavfi', 'sine=duration=1'], {
      timeoutMs: 10_000,
    });
    expect(JSON.parse(stdout)).toMatchObject({ format: { format_name: 'lavfi' } });
  });
});

describe('runTool', () => {
  it('runs a tool at the nice value asked for, and at the server’s own without one', async () => {
    const niceOf = async (niceness?: number) => {
      let printed = '';
      await runTool('nice', [], { timeoutMs: 5_000, niceness }, (chunk) => {
        printed += chunk;
      });
      return Number(printed.trim());
    };
    expect(await niceOf(12)).toBe(12);
    expect(await niceOf()).toBe(os.getPriority());
  });
});
