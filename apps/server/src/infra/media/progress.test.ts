import { describe, expect, it } from 'vitest';
import { createProgressParser, progressPosition } from './progress.js';

describe('progressPosition', () => {
  it('reads out_time_us and out_time_ms, both in microseconds', () => {
    expect(progressPosition('out_time_us=2500000')).toBe(2.5);
    expect(progressPosition('out_time_ms=2500000')).toBe(2.5);
  });
  it('ignores positions before the first frame and every other key', () => {
    expect(progressPosition('out_time_us=-9223372036854775807')).toBeUndefined();
    expect(progressPosition('out_time_us=N/A')).toBeUndefined();
    expect(progressPosition('out_time=00:00:02.500000')).toBeUndefined();
    expect(progressPosition('progress=continue')).toBeUndefined();
    expect(progressPosition('progress=end')).toBe('end');
  });
});

describe('createProgressParser', () => {
  it('reports growing fractions of the duration, lines split across chunks included, and 1 at the end', () => {
    const fractions: number[] = [];
    const feed = createProgressParser(10, (fraction) => fractions.push(fraction));
    feed('out_time_us=1000000\nout_time_ms=1000000\nprogress=continue\nout_time_us=50');
    feed('00000\nout_time_ms=5000000\nout_time_us=4000000\n');
    feed('out_time_us=12000000\nprogress=end\n');
    expect(fractions).toEqual([0.1, 0.5, 1]);
  });
  it('reports only the end when the duration is unknown', () => {
    const fractions: number[] = [];
    const feed = createProgressParser(0, (fraction) => fractions.push(fraction));
    feed('out_time_us=1000000\nprogress=end\n');
    expect(fractions).toEqual([1]);
  });
});
