import { describe, expect, it } from 'vitest';
import { addMonths } from './months.js';

describe('addMonths', () => {
  it('keeps the day of the month and the time', () => {
    expect(addMonths(new Date('2026-11-23T13:45:00Z'), 3).toISOString()).toBe('2027-02-23T13:45:00.000Z');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths(new Date('2027-01-31T00:00:00Z'), 1).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('crosses years', () => {
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 12).toISOString()).toBe('2027-12-15T00:00:00.000Z');
  });
});
