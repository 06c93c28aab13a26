/**
 * A message typed while the room's socket is still opening (just after joining, or healing a drop) waits this long for
 * it before the sender is told nothing went: a join's socket has been seen opening after the host's picture already
 * played, and a drop heals within the reconnection backoff (at most 4 s).
 */
export const SEND_WAIT_FOR_SOCKET_MS = 5000;

export interface SocketOpening {
  /** True once the socket opens within `timeoutMs`; false on timeout or when the room is left first. */
  wait(timeoutMs: number): Promise<boolean>;
  /** The socket opened: every waiter goes on. */
  opened(): void;
  /** The room was left or the server refused the socket for good: no waiter will be served. */
  abandon(): void;
}

export function createSocketOpening(timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis): SocketOpening {
  const waiting = new Set<(opened: boolean) => void>();
  const settleAll = (opened: boolean) => {
    for (const settle of [...waiting]) settle(opened);
  };
  return {
    wait(timeoutMs) {
      return new Promise((resolve) => {
        const settle = (opened: boolean) => {
          timers.clearTimeout(timer);
          waiting.delete(settle);
          resolve(opened);
        };
        const timer = timers.setTimeout(() => settle(false), timeoutMs);
        waiting.add(settle);
      });
    },
    opened: () => settleAll(true),
    abandon: () => settleAll(false),
  };
}
