import { describe, expect, it } from 'vitest';
import { keyframeTimes } from './clips.js';
import { parseSceneCuts } from './scenes.js';
import { parseSilences } from './silences.js';

describe('parseSilences', () => {
  it('pairs starts and ends, and closes a silence that lasts to the end', () => {
    const log = `[silencedetect @ 0x1] silence_start: 5.12
[silencedetect @ 0x1] silence_end: 5.79 | silence_duration: 0.67
[silencedetect @ 0x1] silence_start: 80.5`;
    expect(parseSilences(log, 83)).toEqual([
      { start: 5.12, end: 5.79 },
      { start: 80.5, end: 83 },
    ]);
  });
});

describe('parseSceneCuts', () => {
  it("reads showinfo's pts_time of the selected frames, in order", () => {
    const log = `[Parsed_showinfo_3 @ 0x2] n:   1 pts:    293 pts_time:58.6    duration:1
[Parsed_showinfo_3 @ 0x2] n:   0 pts:    155 pts_time:31      duration:1`;
    expect(parseSceneCuts(log)).toEqual([31, 58.6]);
  });
});

describe('keyframeTimes', () => {
  it('forces a keyframe every 2 s and at each cut', () => {
    expect(keyframeTimes(5, [3.25])).toBe('0.000,2.000,3.250,4.000');
  });
});
