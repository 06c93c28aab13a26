import { describe, expect, it } from 'vitest';
import { forgetGuestBrowserId, guestBrowserId, keptGuestBrowserId } from './guestBrowserId';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
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

  it('hands over the kept id without making one, and the browser is a new guest once it is forgotten', () => {
    const storage = memoryStorage();
    expect(keptGuestBrowserId(storage)).toBeNull();
    const asGuest = guestBrowserId(storage);
    expect(keptGuestBrowserId(storage)).toBe(asGuest);
    forgetGuestBrowserId(storage);
    expect(keptGuestBrowserId(storage)).toBeNull();
    expect(guestBrowserId(storage)).not.toBe(asGuest);
  });

  it('hands over nothing for a kept value that is not an id', () => {
    expect(keptGuestBrowserId(memoryStorage({ 'platform.guest-id': 'not an id' }))).toBeNull();
  });
});
