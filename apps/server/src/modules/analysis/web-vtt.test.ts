import { describe, expect, it } from 'vitest';
import { toWebVtt, vttTimestamp } from './web-vtt.js';

describe('vttTimestamp', () => {
  it('writes hours, minutes, seconds and milliseconds, each padded', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(1_234)).toBe('00:00:01.234');
    expect(vttTimestamp(61_005)).toBe('00:01:01.005');
    expect(vttTimestamp(3 * 3_600_000 + 59 * 60_000 + 59_999)).toBe('03:59:59.999');
    expect(vttTimestamp(100 * 3_600_000)).toBe('100:00:00.000');
  });

  it('rounds to the millisecond and never goes below zero', () => {
    expect(vttTimestamp(1_499.6)).toBe('00:00:01.500');
    expect(vttTimestamp(-20)).toBe('00:00:00.000');
  });
});

describe('toWebVtt', () => {
  it('writes the header and one numbered cue per line, in time order', () => {
    const vtt = toWebVtt([
      { start: 5_000, end: 7_500, text: 'banks lend' },
      { start: 0, end: 4_000, text: 'rates rise' },
    ]);
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nrates rise\n\n2\n00:00:05.000 --> 00:00:07.500\nbanks lend\n');
  });

  it('escapes what would read as markup or a timing line, and keeps a cue on one line', () => {
    const vtt = toWebVtt([{ start: 0, end: 1_000, text: 'a <b>bold</b> & 1 --> 2\n\nnext' }]);
    expect(vtt).toContain('\na &lt;b&gt;bold&lt;/b&gt; &amp; 1 --&gt; 2 next\n');
    expect(vtt.split('\n\n')).toHaveLength(2);
  });

  it('leaves out lines without words and keeps an instant line on screen for half a second', () => {
    const vtt = toWebVtt([
      { start: 0, end: 1_000, text: '   ' },
      { start: 2_000, end: 2_000, text: 'ok' },
    ]);
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:02.000 --> 00:00:02.500\nok\n');
  });

  it('is a bare header when there is nothing to show', () => {
    expect(toWebVtt([])).toBe('WEBVTT\n');
  });
});
