import { describe, expect, it } from 'vitest';
import { THREE_TOPICS } from '../../../../test-support/analysis/three-topics.js';
import { segment, type TimedLine } from './segmenter.js';

/** The true sentences at 160 words a minute with 0.4 s between them, as the fixture speaks them. */
function spokenLines(): { lines: TimedLine[]; boundaries: number[]; duration: number } {
  const lines: TimedLine[] = [];
  const boundaries: number[] = [];
  let at = 0;
  THREE_TOPICS.forEach((topic, i) => {
    if (i > 0) boundaries.push(at);
    for (const text of topic.sentences) {
      const seconds = text.split(' ').length * 0.375;
      lines.push({ start: at, end: at + seconds, text });
      at += seconds + 0.4;
    }
  });
  return { lines, boundaries, duration: at };
}

describe('segment', () => {
  it('finds the three topics of the true sentences, without scene cuts, within one sentence', () => {
    const { lines, boundaries, duration } = spokenLines();
    const chunks = segment({ lines, language: 'en-US', durationSeconds: duration, silences: [], sceneCuts: [] });
    expect(chunks).toHaveLength(3);
    chunks.slice(1).forEach((chunk, i) => expect(Math.abs(chunk.start - boundaries[i]!)).toBeLessThan(4));
    expect(chunks[0]!.start).toBe(0);
    expect(chunks[2]!.end).toBe(duration);
  });

  it('covers the recording with contiguous chunks', () => {
    const { lines, duration } = spokenLines();
    const chunks = segment({ lines, language: 'en-US', durationSeconds: duration, silences: [], sceneCuts: [] });
    chunks.slice(1).forEach((chunk, i) => expect(chunk.start).toBe(chunks[i]!.end));
  });

  it('without a transcript, cuts at scene changes and long silences, never closer than the minimum', () => {
    const chunks = segment({
      lines: [],
      language: 'yue-Hant-HK',
      durationSeconds: 300,
      silences: [{ start: 148, end: 152 }],
      sceneCuts: [60, 61, 220],
    });
    expect(chunks.map((chunk) => chunk.start)).toEqual([0, 60, 150, 220]);
  });

  it('splits a stretch longer than the maximum', () => {
    const chunks = segment({ lines: [], language: 'en-US', durationSeconds: 1500, silences: [], sceneCuts: [] });
    expect(chunks).toHaveLength(4);
    for (const chunk of chunks) expect(chunk.end - chunk.start).toBeLessThanOrEqual(600);
  });
});
