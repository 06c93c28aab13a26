import { describe, expect, it } from 'vitest';
import { tickStep } from './ticks';

describe('the ruler', () => {
  it('puts at most about ten round labels on the timeline', () => {
    expect(tickStep(25)).toBe(5);
    expect(tickStep(1000)).toBe(120);
    expect(tickStep(8)).toBe(1);
  });
});
