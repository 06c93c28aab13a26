import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { PublishRequest } from '../media-backend.js';
import type { HandleEvent } from './janus-protocol.js';
import { VIDEOROOM } from './janus-link.js';
import type { JanusRegistry } from './janus-registry.js';
import type { JanusRooms } from './janus-rooms.js';
import { type Connectivity, wake } from './publisher-connectivity.js';
import { publishedStreams } from './published-streams.js';

interface Deps {
  registry: JanusRegistry;
  rooms: JanusRooms;
  /** A feed ended without `unpublish`: the engine's feed-ended listeners hear of it. */
  reportEnded: (feedId: string) => void;
  logger: Logger | undefined;
}

/** Publishers' feeds: a browser's offer joined to the room, and the feed ended when it leaves or its connection drops. */
export function createJanusPublishers({ registry, rooms, reportEnded, logger }: Deps) {
  const { feeds, detach, endFeed } = registry;

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
      if (wasLive) reportEnded(id);
    });
  };

  return {
    publish: async (request: PublishRequest): Promise<{ feedId: string; answerSdp: string }> => {
      const { room, link } = await rooms.openedRoom(request.roomId);
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
        if (registry.rooms.get(request.roomId) !== room) throw new Error(`room ${request.roomId} closed while publishing`);
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

    unpublish: async (feedId: string): Promise<void> => {
      await endFeed(feedId);
    },
  };
}
