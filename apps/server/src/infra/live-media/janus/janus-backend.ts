import { createHmac, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Forward, ForwardTarget, MediaBackend, PublishRequest } from '../media-backend.js';
import { sdpForFfmpeg } from '../werift/sdp-for-ffmpeg.js';
import { type HandleEvent, JanusError } from './janus-protocol.js';
import { type JanusHandle, JanusSession } from './janus-session.js';
import { forwardedStream, type MediaKind, type PublishedStream, publishedStreams } from './published-streams.js';
import { feedEndedListeners } from '../feed-ended.js';

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

const VIDEOROOM = 'janus.plugin.videoroom';
/** Camera and screen of the host and of every speaker; Janus's default (3) is too few. */
const MAX_PUBLISHERS = 100;
/**
 * Janus refuses a subscriber ("No such feed") until the publisher's PeerConnection is up, while the app announces a
 * feed as soon as its answer is sent: a subscription waits this long for it.
 */
const PUBLISHER_UP_WAIT_MS = 10_000;
/** Like werift's forward: one known SSRC per stream, whatever the publisher's encoder does (ffmpeg keeps to the first). */
const FORWARD_SSRC: Record<MediaKind, number> = { audio: 0x0a0d0001, video: 0x0a0d0002 };

/**
 * A live room's Janus room: a number below 2^48 (Janus takes integers; JSON keeps them exact below 2^53) and the
 * secret that destroys it, both derived from the server's secret and the room's id.
 */
export function janusRoomOf(serverSecret: string, roomId: string): { janusRoom: number; secret: string } {
  const digest = createHmac('sha256', serverSecret).update(`janus-room:${roomId}`).digest();
  return { janusRoom: digest.readUIntBE(0, 6), secret: digest.subarray(6, 22).toString('hex') };
}

/** The session and the handle that creates and destroys rooms and forwards; one at a time, replaced after a loss. */
interface Link {
  session: JanusSession;
  manager: JanusHandle;
}

interface Room {
  janusRoom: number;
  secret: string;
  /** The link the room was created or last found on: after a reconnect it is looked up again before use. */
  link: Link;
  feeds: Set<string>;
}

/** Whether Janus has said `webrtcup` for a publisher, and who waits for it. */
interface Connectivity {
  up: boolean;
  waiters: (() => void)[];
}

interface Feed {
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

/**
 * Chromium's encoder ignores a keyframe request that comes within 300 ms of the one before (measured for werift's
 * keyframe-requests.ts). A recording's forward is started twice in quick succession (once to learn its SDP, then for
 * ffmpeg), so the second, the one that matters, came too soon and the recording waited for the room's regular request.
 */
const KEYFRAME_REQUEST_SPACING_MS = 350;

interface Subscription {
  feedId: string;
  handle: JanusHandle;
}

interface ForwardState {
  feed: Feed;
  streamIds: number[];
}

/**
 * The scale-out media engine (ARCHITECTURE.md §5): one Janus VideoRoom per live room, driven over Janus's WebSocket
 * API. Each publisher and each subscription is a handle of one session; forwards are VideoRoom `rtp_forward`s. If the
 * connection to Janus is lost, every feed is reported ended and the next call connects again.
 */
export function createJanusBackend(options: JanusBackendOptions): MediaBackend {
  const { url, adminKey, logger, requestTimeoutMs, secret: serverSecret } = options;
  const withAdminKey = adminKey ? { admin_key: adminKey } : {};
  const rooms = new Map<string, Room>();
  const openings = new Map<string, Promise<void>>();
  const feeds = new Map<string, Feed>();
  const subscriptions = new Map<string, Subscription>();
  const forwards = new Map<string, ForwardState>();
  const feedEnded = feedEndedListeners('janus', logger);
  let linking: Promise<Link> | undefined;
  let activeLink: Link | undefined;
  let closed = false;

  const onLost = (lost: Link | undefined, reason: string) => {
    if (!lost || lost !== activeLink) return;
    activeLink = undefined;
    linking = undefined;
    // The session's handles died with it: Janus closed every publisher's and subscriber's PeerConnection.
    const lostFeeds = [...feeds.keys()];
    for (const feed of feeds.values()) wake(feed.connectivity);
    feeds.clear();
    subscriptions.clear();
    forwards.clear();
    for (const room of rooms.values()) room.feeds.clear();
    logger?.error({ reason, lostFeeds: lostFeeds.length }, 'janus: the connection to Janus was lost');
    for (const feedId of lostFeeds) feedEnded.emit(feedId);
  };

  const openLink = async (): Promise<Link> => {
    let link: Link | undefined;
    const session = await JanusSession.open({ url, requestTimeoutMs, onLost: (reason) => onLost(link, reason) });
    try {
      link = { session, manager: await session.attach(VIDEOROOM) };
    } catch (error) {
      await session.close();
      throw error;
    }
    if (closed) {
      await session.close();
      throw new Error('the Janus backend is closed');
    }
    activeLink = link;
    return link;
  };

  const connect = (): Promise<Link> => {
    if (closed) return Promise.reject(new Error('the Janus backend is closed'));
    linking ??= openLink().catch((error: unknown) => {
      linking = undefined;
      throw error;
    });
    return linking;
  };

  /** A VideoRoom `configure` with `keyframe: true`, KEYFRAME_REQUEST_SPACING_MS after the one before at the soonest. */
  async function askForKeyframe(feed: Feed): Promise<void> {
    const wait = feed.keyframeAskedAt + KEYFRAME_REQUEST_SPACING_MS - Date.now();
    feed.keyframeAskedAt = Date.now() + Math.max(0, wait);
    if (wait > 0) await sleep(wait);
    if (!feeds.has(feed.id)) return;
    await feed.handle
      .request({ request: 'configure', keyframe: true })
      .catch((error: unknown) => logger?.warn({ err: error, feedId: feed.id }, 'janus: keyframe request for a forward failed'));
  }

  /** Detaches a handle nobody uses any more; a failure (Janus gone) leaves nothing to clean up, so it is only logged. */
  const detach = (handle: JanusHandle) => handle.detach().catch((error: unknown) => logger?.debug({ err: error }, 'janus: detach failed'));

  /** Removes a feed with its subscriptions and forwards (Janus drops its forwards when the publisher leaves). */
  const endFeed = async (feedId: string): Promise<boolean> => {
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
  };

  const onPublisherEvent = (feedId: () => string | undefined, connectivity: Connectivity, event: HandleEvent) => {
    if (event.janus === 'webrtcup') {
      connectivity.up = true;
      wake(connectivity);
    }
    const id = feedId();
    if (!id) return;
    const data = event.data ?? {};
    const lost =
      event.janus === 'hangup' ||
      event.janus === 'detached' ||
      data.videoroom === 'destroyed' ||
      data.unpublished === 'ok' ||
      data.leaving === 'ok';
    if (!lost) return;
    logger?.info({ feedId: id, event: event.janus, reason: event.reason }, 'janus: publisher connection lost');
    void endFeed(id).then((wasLive) => {
      if (wasLive) feedEnded.emit(id);
    });
  };

  const ensureRoom = async (roomId: string): Promise<void> => {
    const link = await connect();
    const known = rooms.get(roomId);
    if (known?.link === link) return;
    // Janus keeps a room when only the socket dropped or when this server restarted, and loses it when Janus
    // restarted: the derived room number finds it either way.
    const { janusRoom, secret } = janusRoomOf(serverSecret, roomId);
    const { data: found } = await link.manager.request({ request: 'exists', room: janusRoom });
    if (found.exists !== true) {
      await link.manager
        .request({
          request: 'create',
          ...withAdminKey,
          room: janusRoom,
          secret,
          description: `live ${roomId}`,
          publishers: MAX_PUBLISHERS,
          is_private: true,
          permanent: false,
          audiocodec: 'opus',
          // Browsers all send VP8; H.264 only for a publisher that offers nothing else.
          videocodec: 'vp8,h264',
          // A keyframe every 3 s, like werift: late viewers and a starting ffmpeg wait no longer than that.
          fir_freq: 3,
        })
        .catch((error: unknown) => {
          // 427: another instance serving the same live made it between our question and our create.
          if (!(error instanceof JanusError && error.code === 427)) throw error;
        });
    }
    rooms.set(roomId, { janusRoom, secret, link, feeds: known?.feeds ?? new Set() });
  };

  const openRoomFor = async (roomId: string): Promise<{ room: Room; link: Link }> => {
    const room = rooms.get(roomId);
    const link = await connect();
    if (!room || room.link !== link) throw new Error(`room ${roomId} is not open`);
    return { room, link };
  };

  const publisherUp = (feed: Feed): Promise<void> => {
    const { connectivity } = feed;
    if (connectivity.up) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        connectivity.waiters = connectivity.waiters.filter((waiter) => waiter !== done);
        reject(new Error(`feed ${feed.id} did not connect within ${PUBLISHER_UP_WAIT_MS} ms`));
      }, PUBLISHER_UP_WAIT_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      connectivity.waiters.push(done);
    });
  };

  return {
    engine: 'janus',

    openRoom: (roomId) => {
      const opening =
        openings.get(roomId) ??
        ensureRoom(roomId).finally(() => {
          openings.delete(roomId);
        });
      openings.set(roomId, opening);
      return opening;
    },

    // A room this process never opened is destroyed too: one left by the process before a restart.
    closeRoom: async (roomId) => {
      const room = rooms.get(roomId);
      rooms.delete(roomId);
      if (room) await Promise.all([...room.feeds].map((feedId) => endFeed(feedId)));
      const { janusRoom, secret } = janusRoomOf(serverSecret, roomId);
      const link = await connect();
      await link.manager.request({ request: 'destroy', room: janusRoom, secret, permanent: false }).catch((error: unknown) => {
        // 426: Janus has no such room (it restarted, or the room was never made); gone either way.
        if (!(error instanceof JanusError && error.code === 426)) throw error;
      });
    },

    publish: async (request: PublishRequest) => {
      const { room, link } = await openRoomFor(request.roomId);
      const feedId = randomUUID();
      let published = false;
      const connectivity: Connectivity = { up: false, waiters: [] };
      const handle = await link.session.attach(VIDEOROOM);
      // Listening from the start: `webrtcup` may come before the answer has been returned.
      handle.onEvent((event) => onPublisherEvent(() => (published ? feedId : undefined), connectivity, event));
      try {
        const { data, jsep } = await handle.request(
          { request: 'joinandconfigure', ptype: 'publisher', room: room.janusRoom, display: `${request.participantId} ${request.kind}` },
          { type: 'offer', sdp: request.offerSdp, trickle: false },
        );
        if (jsep?.type !== 'answer') throw new Error('Janus did not answer the offer');
        if (typeof data.id !== 'number' && typeof data.id !== 'string') throw new Error('Janus did not give the publisher an id');
        const streams = publishedStreams(jsep.sdp);
        if (streams.length === 0) throw new Error('the offer sends neither audio nor video');
        if (rooms.get(request.roomId) !== room) throw new Error(`room ${request.roomId} closed while publishing`);
        feeds.set(feedId, {
          id: feedId,
          roomId: request.roomId,
          room,
          handle,
          publisherId: data.id,
          streams,
          connectivity,
          keyframeAskedAt: -Infinity,
        });
        room.feeds.add(feedId);
        published = true;
        // Janus waited for its ICE candidates (no full trickle), so the answer carries them all.
        return { feedId, answerSdp: jsep.sdp };
      } catch (error) {
        await detach(handle);
        throw error;
      }
    },

    unpublish: async (feedId) => {
      await endFeed(feedId);
    },

    subscribe: async (roomId, feedId) => {
      const feed = feeds.get(feedId);
      if (!feed || feed.roomId !== roomId) throw new Error(`feed ${feedId} is not published in room ${roomId}`);
      await publisherUp(feed);
      if (!feeds.has(feedId)) throw new Error(`feed ${feedId} ended while subscribing`);
      const link = await connect();
      const subscriptionId = randomUUID();
      const handle = await link.session.attach(VIDEOROOM);
      handle.onEvent((event) => {
        // The viewer's connection failed or closed: nothing more will flow on this handle.
        if (event.janus !== 'hangup' || !subscriptions.has(subscriptionId)) return;
        subscriptions.delete(subscriptionId);
        void detach(handle);
      });
      try {
        const { jsep } = await handle.request({
          request: 'join',
          ptype: 'subscriber',
          room: feed.room.janusRoom,
          streams: [{ feed: feed.publisherId }],
        });
        if (jsep?.type !== 'offer') throw new Error('Janus did not offer the feed');
        if (!feeds.has(feedId)) throw new Error(`feed ${feedId} ended while subscribing`);
        subscriptions.set(subscriptionId, { feedId, handle });
        return { subscriptionId, offerSdp: jsep.sdp };
      } catch (error) {
        await detach(handle);
        throw error;
      }
    },

    answer: async (subscriptionId, answerSdp) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`subscription ${subscriptionId} does not exist`);
      await subscription.handle.request({ request: 'start' }, { type: 'answer', sdp: answerSdp, trickle: false });
    },

    unsubscribe: async (subscriptionId) => {
      const subscription = subscriptions.get(subscriptionId);
      subscriptions.delete(subscriptionId);
      if (subscription) await detach(subscription.handle);
    },

    startForward: async (feedId: string, target: ForwardTarget): Promise<Forward> => {
      const feed = feeds.get(feedId);
      if (!feed) throw new Error(`feed ${feedId} is not published`);
      const link = await connect();
      const ports: Record<MediaKind, number> = { audio: target.audioPort, video: target.videoPort };
      // One stream per kind: the first camera/mic or screen m-line, as werift forwards.
      const sent = (['audio', 'video'] as const).flatMap((kind) => feed.streams.find((stream) => stream.kind === kind) ?? []);
      const { data } = await link.manager.request({
        request: 'rtp_forward',
        ...withAdminKey,
        room: feed.room.janusRoom,
        secret: feed.room.secret,
        publisher_id: feed.publisherId,
        host: target.host,
        host_family: 'ipv4',
        streams: sent.map((stream) => ({
          mid: stream.mid,
          port: ports[stream.kind],
          pt: stream.payloadType,
          ssrc: FORWARD_SSRC[stream.kind],
        })),
      });
      const forwarders = Array.isArray(data.forwarders) ? (data.forwarders as { stream_id?: unknown }[]) : [];
      const streamIds = forwarders.flatMap((forwarder) => (typeof forwarder.stream_id === 'number' ? [forwarder.stream_id] : []));
      const id = randomUUID();
      forwards.set(id, { feed, streamIds });
      // Janus forwards from the next keyframe it happens to get (fir_freq, 3 s); the receiving ffmpeg keeps nothing
      // before one. Asking now starts a recording's picture within a round trip, as werift's forward does.
      // Asked twice, a spacing apart: Janus asks too, unseen here, when a subscriber's connection comes up, and the
      // encoder ignores a request within 300 ms of the one it honoured. When that keyframe went by before the forward
      // existed and ours came just after it, the recording waited for fir_freq's next one (its first 2-3 s black).
      if (sent.some((stream) => stream.kind === 'video')) {
        await askForKeyframe(feed);
        void askForKeyframe(feed);
      }
      const described = Object.fromEntries(sent.map((stream) => [stream.kind, forwardedStream(stream, ports[stream.kind])]));
      return { id, sdp: sdpForFfmpeg(target.host, described) };
    },

    stopForward: async (forwardId) => {
      const forward = forwards.get(forwardId);
      forwards.delete(forwardId);
      // A forward of a feed that ended was dropped by Janus with its publisher.
      if (!forward || !feeds.has(forward.feed.id)) return;
      const { feed } = forward;
      const link = await connect();
      for (const streamId of forward.streamIds) {
        await link.manager.request({
          request: 'stop_rtp_forward',
          ...withAdminKey,
          room: feed.room.janusRoom,
          secret: feed.room.secret,
          publisher_id: feed.publisherId,
          stream_id: streamId,
        });
      }
    },

    onFeedEnded: (listener) => {
      feedEnded.add(listener);
    },

    // Destroying the session detaches every handle: Janus hangs up each PeerConnection. Rooms are destroyed by
    // closeRoom only: one left open when the process stops mid-live stays (empty) in Janus until Janus restarts.
    close: async () => {
      closed = true;
      const link = activeLink;
      activeLink = undefined;
      linking = undefined;
      await link?.session.close();
    },
  };
}

function wake(connectivity: Connectivity): void {
  for (const waiter of connectivity.waiters.splice(0)) waiter();
}
