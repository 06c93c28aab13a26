import { randomUUID } from 'node:crypto';
import { VIDEOROOM, type Link } from './janus-link.js';
import type { JanusRegistry } from './janus-registry.js';
import { publisherUp } from './publisher-connectivity.js';

interface Deps {
  registry: JanusRegistry;
  connect: () => Promise<Link>;
}

/** Viewers' subscriptions to one feed each: Janus's offer, the browser's answer, and leaving. */
export function createJanusSubscriptions({ registry, connect }: Deps) {
  const { feeds, subscriptions, detach } = registry;

  return {
    subscribe: async (roomId: string, feedId: string): Promise<{ subscriptionId: string; offerSdp: string }> => {
      const feed = feeds.get(feedId);
      if (!feed || feed.roomId !== roomId) throw new Error(`feed ${feedId} is not published in room ${roomId}`);
      await publisherUp(feed.id, feed.connectivity);
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

    answer: async (subscriptionId: string, answerSdp: string): Promise<void> => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`subscription ${subscriptionId} does not exist`);
      await subscription.handle.request({ request: 'start' }, { type: 'answer', sdp: answerSdp, trickle: false });
    },

    unsubscribe: async (subscriptionId: string): Promise<void> => {
      const subscription = subscriptions.get(subscriptionId);
      subscriptions.delete(subscriptionId);
      if (subscription) await detach(subscription.handle);
    },
  };
}
