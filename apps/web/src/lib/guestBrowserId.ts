const STORAGE_KEY = 'platform.guest-id';
const UUID = /^[0-9a-f-]{36}$/i;

/**
 * A random id this browser keeps, so that a guest's free-preview plays count once a day like a viewer's. It names the
 * browser, not a person, and is sent only with those plays.
 */
export function guestBrowserId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  const kept = storage?.getItem(STORAGE_KEY);
  if (kept && UUID.test(kept)) return kept;
  const id = crypto.randomUUID();
  storage?.setItem(STORAGE_KEY, id);
  return id;
}

/** The id this browser kept as a guest, if it kept one: handed over once someone signs in there. */
export function keptGuestBrowserId(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): string | null {
  const kept = storage?.getItem(STORAGE_KEY);
  return kept && UUID.test(kept) ? kept : null;
}

/** After the hand-over: the next guest on a shared computer starts with a new id. */
export function forgetGuestBrowserId(storage: Pick<Storage, 'removeItem'> | null = safeLocalStorage()): void {
  storage?.removeItem(STORAGE_KEY);
}

/** Storage can be refused (private windows, blocked cookies): then each page load is a new guest. */
function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
