import type { Logger } from 'pino';
import type { Link } from './janus-link.js';
import type { JanusHandle } from './janus-session.js';
import { type Connectivity, wake } from './publisher-connectivity.js';
import type { PublishedStream } from './published-streams.js';

export interface Room {
  janusRoom: number;
  secret: string;
  /** The link the room was created or last found on: after a reconnect it is looked up again before use. */
  link: Link;
  feeds: Set<string>;
}

export interface Feed {
  id: string;
  roomId: string;
  room: Room;
  handle: JanusHandle;
  publisherId: number | string;
  streams: PublishedStream[];
  connectivity: Connectivity;
  /** When this server last asked the publisher for a keyframe (ms), so the next request is spaced after it. */
  keyframeAskedAt: number;
}

interface Subscription {
  feedId: string;
  handle: JanusHandle;
}

interface ForwardState {
  feed: Feed;
  streamIds: number[];
}

/** What this server has open in Janus (rooms, feeds, subscriptions, forwards), and how a feed leaves it whole. */
export function createJanusRegistry(logger: Logger | undefined) {
  const rooms = new Map<string, Room>();
  const feeds = new Map<string, Feed>();
  const subscriptions = new Map<string, Subscription>();
  const forwards = new Map<string, ForwardState>();

  /** Detaches a handle nobody uses any more; a failure (Janus gone) leaves nothing to clean up, so it is only logged. */
  const detach = (handle: JanusHandle) => handle.detach().catch((error: unknown) => logger?.debug({ err: error }, 'janus: detach failed'));

  return {
    rooms,
    feeds,
    subscriptions,
    forwards,
    detach,

    /** Removes a feed with its subscriptions and forwards (Janus drops its forwards when the publisher leaves). */
    endFeed: async (feedId: string): Promise<boolean> => {
      const feed = feeds.get(feedId);
      if (!feed) return false;
      feeds.delete(feedId);
      feed.room.feeds.delete(feedId);
      for (const [id, forward] of forwards) if (forward.feed === feed) forwards.delete(id);
      const ended = [...subscriptions].filter(([, subscription]) => subscription.feedId === feedId);
      for (const [id] of ended) subscriptions.delete(id);
      wake(feed.connectivity); // subscriptions waiting for it find it gone
      await Promise.all([detach(feed.handle), ...ended.map(([, subscription]) => detach(subscription.handle))]);
      return true;
    },

    /**
     * Forgets every feed, subscription and forward after the link was lost: the session's handles died with it
     * (Janus closed every publisher's and subscriber's PeerConnection). Answers the feeds that were live.
     */
    forgetHandles: (): string[] => {
      const lostFeeds = [...feeds.keys()];
      for (const feed of feeds.values()) wake(feed.connectivity);
      feeds.clear();
      subscriptions.clear();
      forwards.clear();
      for (const room of rooms.values()) room.feeds.clear();
      return lostFeeds;
    },
  };
}

export type JanusRegistry = ReturnType<typeof createJanusRegistry>;
