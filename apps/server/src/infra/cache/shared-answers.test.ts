import { describe, expect, it } from 'vitest';
import { markSharedAnswer, writeJson } from './shared-answers.js';

describe('writeJson', () => {
  it('writes a shared answer once and sends that text again', () => {
    let reads = 0;
    const answer = markSharedAnswer({
      get results() {
        reads += 1;
        return [1, 2];
      },
    });
    expect(writeJson(answer)).toBe('{"results":[1,2]}');
    expect(writeJson(answer)).toBe('{"results":[1,2]}');
    expect(reads).toBe(1);
  });

  it('writes every other value anew each time', () => {
    const answer = { results: [1] };
    expect(writeJson(answer)).toBe('{"results":[1]}');
    answer.results.push(2);
    expect(writeJson(answer)).toBe('{"results":[1,2]}');
    expect(writeJson('text')).toBe('"text"');
    expect(writeJson(null)).toBe('null');
  });
});
