import type { Logger } from 'pino';

/**
 * Messages between server instances (ARCHITECTURE.md §5 "realtime"): in process by default, through Redis pub/sub
 * when `REDIS_URL` is set, so a room's sockets on several instances hear the same messages in the same order.
 */
export interface RealtimeBus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the unsubscribe function. Messages arrive as published (JSON round trip). */
  subscribe(channel: string, listener: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type BusListener = (message: unknown) => void;

/** The wire form of a message, the same in every bus, so a value JSON cannot carry fails here and not only in Redis. */
export function encodeMessage(message: unknown): string {
  const text = JSON.stringify(message);
  if (text === undefined) throw new TypeError('a realtime message must be a JSON value');
  return text;
}

/**
 * Each listener gets its own copy, so one that mutates a message cannot change what the next one sees; a failing
 * listener is logged and does not stop the others (nor the Redis connection it was called from).
 */
export function deliverMessage(listener: BusListener, text: string, channel: string, log?: Logger): void {
  try {
    listener(JSON.parse(text));
  } catch (err) {
    log?.error({ err, channel }, 'realtime message not delivered');
  }
}
