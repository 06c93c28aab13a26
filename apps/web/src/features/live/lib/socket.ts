import {
  LIVE_SOCKET_CLOSE_ACCESS_ENDED,
  LIVE_SOCKET_CLOSE_UNAUTHORIZED,
  LIVE_SOCKET_PATH,
  serverLiveMessageSchema,
  type ServerLiveMessage,
} from '@platform/shared';

/** The room's socket, on the page's own origin (ws:// beside http://, wss:// beside https://). */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>, activityId: string, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ activity: activityId, token });
  return `${scheme}//${location.host}${LIVE_SOCKET_PATH}?${query.toString()}`;
}

/**
 * A drop of a few seconds (a lift, a Wi-Fi hand-over) must heal about as fast: the wait doubles from half a second but
 * never exceeds 4 s, and the network coming back dials at once.
 */
export const RECONNECT_DELAY = { baseMs: 500, maxMs: 4000 } as const;

export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_DELAY.maxMs, RECONNECT_DELAY.baseMs * 2 ** Math.max(0, attempt));
  // Between half and all of the ceiling: a room's clients reconnecting after a server restart spread out.
  return Math.round(ceiling * (0.5 + Math.min(1, Math.max(0, random())) / 2));
}

/** Why the server closed the socket for good, as the error key the room shows; null for a drop worth dialling again. */
export type SocketRefusal = 'LIVE_TOKEN_INVALID' | 'LIVE_ACCESS_ENDED';

export function refusalOf(closeCode: number): SocketRefusal | null {
  if (closeCode === LIVE_SOCKET_CLOSE_UNAUTHORIZED) return 'LIVE_TOKEN_INVALID';
  if (closeCode === LIVE_SOCKET_CLOSE_ACCESS_ENDED) return 'LIVE_ACCESS_ENDED';
  return null;
}

/** A frame the client does not understand (a newer server's signal) is dropped, never thrown into the room. */
export function parseServerMessage(data: unknown): ServerLiveMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = serverLiveMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
