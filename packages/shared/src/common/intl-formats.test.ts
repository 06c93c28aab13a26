import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.js';

describe('Intl formatters', () => {
  it('are built once per locale and options, and format as a new one would', () => {
    const options = { timeZone: 'Asia/Hong_Kong', dateStyle: 'medium' } as const;
    expect(dateTimeFormat('en-HK', options)).toBe(dateTimeFormat('en-HK', { ...options }));
    expect(dateTimeFormat('en-HK', options)).not.toBe(dateTimeFormat('zh-HK', options));
    const at = new Date('2026-11-29T01:00:00Z');
    expect(dateTimeFormat('zh-HK', options).format(at)).toBe(new Intl.DateTimeFormat('zh-HK', options).format(at));
  });

  it('keep number formats of different currencies apart', () => {
    const usd = numberFormat('en-HK', { style: 'currency', currency: 'USD' });
    const hkd = numberFormat('en-HK', { style: 'currency', currency: 'HKD' });
    expect(usd).not.toBe(hkd);
    expect(usd.format(19.99)).toBe(new Intl.NumberFormat('en-HK', { style: 'currency', currency: 'USD' }).format(19.99));
  });
});
