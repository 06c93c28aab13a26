/** Spec §8: screen share errors come in a generic, a macOS and an iOS variant. */
export const SCREEN_SHARE_PROBLEMS = ['generic', 'macos', 'ios'] as const;
export type ScreenShareProblem = (typeof SCREEN_SHARE_PROBLEMS)[number];
export type SharePlatform = 'ios' | 'macos' | 'other';

interface NavigatorInfo {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/** iPadOS reports itself as a Mac; its touch screen gives it away. */
export function sharePlatform({ userAgent, platform = '', maxTouchPoints = 0 }: NavigatorInfo): SharePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Mac/i.test(platform) && maxTouchPoints > 1)) return 'ios';
  if (/Mac/i.test(platform) || /Mac OS X|Macintosh/i.test(userAgent)) return 'macos';
  return 'other';
}

function errorOf(error: unknown): { name: string; message: string } {
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return { name: typeof name === 'string' ? name : '', message: typeof message === 'string' ? message : '' };
  }
  return { name: '', message: '' };
}

/**
 * Which message a failed getDisplayMedia deserves, or null when the user only closed the picker. iOS browsers cannot
 * share a screen at all; macOS refuses until the browser is allowed to record the screen in the system settings.
 */
export function screenShareProblem(error: unknown, platform: SharePlatform): ScreenShareProblem | null {
  if (platform === 'ios') return 'ios';
  const { name, message } = errorOf(error);
  const deniedBySystem = name === 'NotAllowedError' && /system/i.test(message);
  if (name === 'NotAllowedError' && !deniedBySystem) return null;
  if (platform === 'macos' && (deniedBySystem || name === 'NotReadableError')) return 'macos';
  return 'generic';
}
