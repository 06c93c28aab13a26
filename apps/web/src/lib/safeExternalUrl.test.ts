import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safeExternalUrl';

describe('safeExternalUrl', () => {
  it('keeps web addresses', () => {
    expect(safeExternalUrl(' https://t.me/channel ')).toBe('https://t.me/channel');
    expect(safeExternalUrl('http://forum.example.com/x')).toBe('http://forum.example.com/x');
  });

  it('drops scripts, other schemes and plain text', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeExternalUrl('our forum')).toBeNull();
  });
});
