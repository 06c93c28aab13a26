import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Forward, ForwardTarget } from '../media-backend.js';
import { sdpForFfmpeg } from '../werift/sdp-for-ffmpeg.js';
import type { Link } from './janus-link.js';
import type { Feed, JanusRegistry } from './janus-registry.js';
import { forwardedStream, type MediaKind } from './published-streams.js';

/** Like werift's forward: one known SSRC per stream, whatever the publisher's encoder does (ffmpeg keeps to the first). */
const FORWARD_SSRC: Record<MediaKind, number> = { audio: 0x0a0d0001, video: 0x0a0d0002 };

/**
 * Chromium's encoder ignores a keyframe request that comes within 300 ms of the one before (measured for werift's
 * keyframe-requests.ts). A recording's forward is started twice in quick succession (once to learn its SDP, then for
 * ffmpeg), so the second, the one that matters, came too soon and the recording waited for the room's regular request.
 */
const KEYFRAME_REQUEST_SPACING_MS = 350;

interface Deps {
  registry: JanusRegistry;
  connect: () => Promise<Link>;
  /** Janus's videoroom `admin_key`, when its config sets one. */
  withAdminKey: { admin_key?: string };
  logger: Logger | undefined;
}

/** A feed's RTP sent to a local ffmpeg for recording or restreaming, as VideoRoom `rtp_forward`s. */
export function createJanusForwards({ registry, connect, withAdminKey, logger }: Deps) {
  const { feeds, forwards } = registry;

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

  return {
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

    stopForward: async (forwardId: string): Promise<void> => {
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
  };
}
