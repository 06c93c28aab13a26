import { describe, expect, it } from 'vitest';
import {
  formatHongKongDate,
  fromHongKongWallClock,
  hongKongDayStart,
  hongKongIsoDate,
  hongKongMonth,
  toHongKongWallClock,
} from './hong-kong-time.js';

/** Hong Kong is UTC+8 all year: its midnight is 16:00 UTC of the day before. */
const JUST_BEFORE_MIDNIGHT = new Date('2026-11-30T15:59:59.999Z');
const MIDNIGHT = new Date('2026-11-30T16:00:00.000Z');

describe('hongKongIsoDate', () => {
  it('turns to the next day at Hong Kong midnight, 16:00 UTC', () => {
    expect(hongKongIsoDate(JUST_BEFORE_MIDNIGHT)).toBe('2026-11-30');
    expect(hongKongIsoDate(MIDNIGHT)).toBe('2026-12-01');
  });

  it('keeps the Hong Kong day across UTC midnight', () => {
    expect(hongKongIsoDate(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(hongKongIsoDate(new Date('2026-03-02T00:30:00Z'))).toBe('2026-03-02');
  });

  it('agrees with the time zone database, in summer and winter alike', () => {
    const tz = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (const iso of ['2026-01-15T15:59:59Z', '2026-07-15T16:00:00Z', '2024-02-28T20:00:00Z', '2030-12-31T16:00:00Z']) {
      expect(hongKongIsoDate(new Date(iso))).toBe(tz.format(new Date(iso)));
    }
  });
});

describe('hongKongDayStart', () => {
  it('is 16:00 UTC of the day before, and the day of that instant is the day itself', () => {
    expect(hongKongDayStart('2026-12-01').toISOString()).toBe(MIDNIGHT.toISOString());
    expect(hongKongIsoDate(hongKongDayStart('2026-12-01'))).toBe('2026-12-01');
  });
});

describe('hongKongMonth', () => {
  it('turns to the next month (and year) at Hong Kong midnight', () => {
    expect(hongKongMonth(JUST_BEFORE_MIDNIGHT)).toEqual({ year: 2026, month: 11 });
    expect(hongKongMonth(MIDNIGHT)).toEqual({ year: 2026, month: 12 });
    expect(hongKongMonth(new Date('2026-12-31T16:00:00Z'))).toEqual({ year: 2027, month: 1 });
  });
});

describe('Hong Kong wall clock', () => {
  it('shows an instant as Hong Kong time and reads it back', () => {
    expect(toHongKongWallClock('2026-11-23T18:30:00.000Z')).toBe('2026-11-24 02:30:00');
    expect(toHongKongWallClock(JUST_BEFORE_MIDNIGHT)).toBe('2026-11-30 23:59:59');
    expect(fromHongKongWallClock('2026-11-24 02:30:00')).toBe('2026-11-23T18:30:00.000Z');
    expect(fromHongKongWallClock('2026-11-24 02:30')).toBe('2026-11-23T18:30:00.000Z');
    expect(fromHongKongWallClock('2026-12-01 00:00:00')).toBe(MIDNIGHT.toISOString());
  });

  it('refuses text that is not a date', () => {
    expect(() => fromHongKongWallClock('soon')).toThrow();
  });
});

describe('formatHongKongDate', () => {
  it('names the Hong Kong day in English and Chinese', () => {
    expect(formatHongKongDate(JUST_BEFORE_MIDNIGHT, 'en-HK')).toBe('30 Nov 2026');
    expect(formatHongKongDate(MIDNIGHT, 'en-HK')).toBe('1 Dec 2026');
    expect(formatHongKongDate(MIDNIGHT, 'zh-HK')).toBe('2026年12月1日');
  });

  it('takes an ISO string as well as a Date, and gives back text that is not a date', () => {
    expect(formatHongKongDate('2026-12-31T15:59:59.000Z', 'en-HK')).toBe('31 Dec 2026');
    expect(formatHongKongDate('soon', 'en-HK')).toBe('soon');
  });
});
