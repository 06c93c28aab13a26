import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCaptionsOn, storeCaptionsOn } from './captionsPreference';

/** The web's unit tests run in Node: a window with a storage of its own, or one that refuses (private mode). */
function stubStorage(refuses = false): void {
  const items = new Map<string, string>();
  const refuse = () => {
    throw new Error('storage is disabled');
  };
  vi.stubGlobal('window', {
    localStorage: {
      getItem: refuses ? refuse : (key: string) => items.get(key) ?? null,
      setItem: refuses ? refuse : (key: string, value: string) => items.set(key, value),
    },
  });
}

describe('the captions preference', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is off until the viewer turns captions on, and remembers either choice', () => {
    stubStorage();
    expect(readCaptionsOn()).toBe(false);
    storeCaptionsOn(true);
    expect(readCaptionsOn()).toBe(true);
    storeCaptionsOn(false);
    expect(readCaptionsOn()).toBe(false);
  });

  it('is off, and storing does not throw, when storage refuses', () => {
    stubStorage(true);
    expect(() => storeCaptionsOn(true)).not.toThrow();
    expect(readCaptionsOn()).toBe(false);
  });
});
