import { describe, expect, it } from 'vitest';
import { guestBrowserId } from './guestBrowserId';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('guestBrowserId', () => {
  it('makes an id once and gives the same one after', () => {
    const storage = memoryStorage();
    const first = guestBrowserId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(guestBrowserId(storage)).toBe(first);
  });

  it('replaces a kept value that is not an id', () => {
    const storage = memoryStorage({ 'platform.guest-id': 'not an id' });
    expect(guestBrowserId(storage)).not.toBe('not an id');
  });

  it('still answers an id when the browser keeps nothing', () => {
    expect(guestBrowserId(null)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
