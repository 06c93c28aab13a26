import type { Logger } from 'pino';

/**
 * The `onFeedEnded` listeners of a media engine. A listener that throws is logged and does not keep the others from
 * hearing of the end: each stops that feed's recording and restream.
 */
export function feedEndedListeners(engine: string, logger: Logger | undefined) {
  const listeners: ((feedId: string) => void)[] = [];
  return {
    add(listener: (feedId: string) => void): void {
      listeners.push(listener);
    },
    emit(feedId: string): void {
      for (const listener of listeners) {
        try {
          listener(feedId);
        } catch (error) {
          logger?.error({ err: error, feedId }, `${engine}: a feed-ended listener threw`);
        }
      }
    },
  };
}
