import { describe, expect, it } from 'vitest';
import { screenShareProblem, sharePlatform } from './screenShare';

const error = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('sharePlatform', () => {
  it('tells iOS, macOS and the rest apart', () => {
    expect(sharePlatform({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', platform: 'iPhone' })).toBe('ios');
    expect(sharePlatform({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(
      'ios',
    );
    expect(sharePlatform({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 0 })).toBe(
      'macos',
    );
    expect(sharePlatform({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', platform: 'Win32' })).toBe('other');
  });
});

describe('screenShareProblem', () => {
  it('says nothing when the user closed the picker', () => {
    expect(screenShareProblem(error('NotAllowedError', 'Permission denied'), 'other')).toBeNull();
    expect(screenShareProblem(error('NotAllowedError', 'Permission denied'), 'macos')).toBeNull();
  });

  it('explains the macOS screen-recording permission', () => {
    expect(screenShareProblem(error('NotAllowedError', 'Permission denied by system'), 'macos')).toBe('macos');
    expect(screenShareProblem(error('NotReadableError'), 'macos')).toBe('macos');
  });

  it('tells iOS users sharing is not possible there', () => {
    expect(screenShareProblem(new TypeError('getDisplayMedia is not supported'), 'ios')).toBe('ios');
  });

  it('gives the generic message otherwise', () => {
    expect(screenShareProblem(error('NotReadableError'), 'other')).toBe('generic');
    expect(screenShareProblem(error('NotAllowedError', 'Permission denied by system'), 'other')).toBe('generic');
    expect(screenShareProblem('weird', 'other')).toBe('generic');
  });
});
