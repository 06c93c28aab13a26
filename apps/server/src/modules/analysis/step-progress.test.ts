import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { stepProgress } from './step-progress.js';

describe('stepProgress', () => {
  it('writes a report only when the percent has grown enough, and 100 last even after a slow earlier write', async () => {
    const written: number[] = [];
    // The first write is the slowest: written without waiting, it would land after the 100.
    const delays = [60, 5, 0];
    const progress = stepProgress(async (_name, percent) => {
      await sleep(delays.shift() ?? 0);
      written.push(percent);
    }, 'transcription');
    progress.report(0.05);
    progress.report(0.055);
    progress.report(0.5);
    progress.report(1);
    await progress.finish();
    expect(written).toEqual([5, 50, 100]);
  });

  it('keeps going when a progress write fails, and lets a failing final write fail the run', async () => {
    const written: number[] = [];
    const progress = stepProgress(
      async (_name, percent) => {
        if (percent === 20) throw new Error('database busy');
        if (percent === 100) throw new Error('database gone');
        written.push(percent);
      },
      'mezzanine',
      10,
    );
    progress.report(0.2);
    progress.report(0.25);
    progress.report(0.4);
    await expect(progress.finish()).rejects.toThrow('database gone');
    expect(written).toEqual([40]);
  });
});
