const STORAGE_KEY = 'platform.guest-id';

/**
 * A random id this browser keeps, so that a guest's free-preview plays count once a day like a viewer's. It names the
 * browser, not a person, and is sent only with those plays.
 */
export function guestBrowserId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  const kept = storage?.getItem(STORAGE_KEY);
  if (kept && /^[0-9a-f-]{36}$/i.test(kept)) return kept;
  const id = crypto.randomUUID();
  storage?.setItem(STORAGE_KEY, id);
  return id;
}

/** Storage can be refused (private windows, blocked cookies): then each page load is a new guest. */
function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
