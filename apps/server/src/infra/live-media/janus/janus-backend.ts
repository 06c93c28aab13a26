import type { Logger } from 'pino';
import type { MediaBackend } from '../media-backend.js';
import { feedEndedListeners } from '../feed-ended.js';
import { createJanusForwards } from './janus-forwards.js';
import { createJanusLink } from './janus-link.js';
import { createJanusPublishers } from './janus-publishers.js';
import { createJanusRegistry } from './janus-registry.js';
import { createJanusRooms } from './janus-rooms.js';
import { createJanusSubscriptions } from './janus-subscriptions.js';

export { janusRoomOf } from './janus-rooms.js';

export interface JanusBackendOptions {
  /** Janus's WebSocket API, e.g. `ws://127.0.0.1:8188`. */
  url: string;
  /** The VideoRoom `admin_key`, when Janus's videoroom config sets one (then creating rooms and forwards needs it). */
  adminKey?: string;
  logger?: Logger;
  /** A request Janus has not answered by then is rejected. Default 15 s. */
  requestTimeoutMs?: number;
  /**
   * The server's own secret. Each live room's Janus room number and secret are derived from it, so a server that
   * restarted (or crashed mid-live) finds the rooms it made before and can use or destroy them.
   */
  secret: string;
}

/**
 * The scale-out media engine (ARCHITECTURE.md §5): one Janus VideoRoom per live room, driven over Janus's WebSocket
 * API. Each publisher and each subscription is a handle of one session; forwards are VideoRoom `rtp_forward`s. If the
 * connection to Janus is lost, every feed is reported ended and the next call connects again. Its parts: the
 * connection (janus-link.ts), what is open (janus-registry.ts), rooms, publishers, subscriptions and forwards.
 */
export function createJanusBackend(options: JanusBackendOptions): MediaBackend {
  const { url, adminKey, logger, requestTimeoutMs, secret: serverSecret } = options;
  const withAdminKey = adminKey ? { admin_key: adminKey } : {};
  const feedEnded = feedEndedListeners('janus', logger);
  const registry = createJanusRegistry(logger);
  const link = createJanusLink({
    url,
    requestTimeoutMs,
    onLost: (reason) => {
      const lostFeeds = registry.forgetHandles();
      logger?.error({ reason, lostFeeds: lostFeeds.length }, 'janus: the connection to Janus was lost');
      for (const feedId of lostFeeds) feedEnded.emit(feedId);
    },
  });
  const { connect } = link;
  const rooms = createJanusRooms({ registry, connect, serverSecret, withAdminKey });
  const publishers = createJanusPublishers({ registry, rooms, reportEnded: (feedId) => feedEnded.emit(feedId), logger });
  const subscriptions = createJanusSubscriptions({ registry, connect });
  const forwards = createJanusForwards({ registry, connect, withAdminKey, logger });

  return {
    engine: 'janus',
    openRoom: rooms.openRoom,
    closeRoom: rooms.closeRoom,
    ...publishers,
    ...subscriptions,
    ...forwards,
    onFeedEnded: (listener) => {
      feedEnded.add(listener);
    },
    close: link.close,
  };
}
