import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { deliverMessage, encodeMessage, type BusListener, type RealtimeBus } from './realtime-bus.js';

interface Subscription {
  listener: BusListener;
}

/** The local listeners of one channel, behind a single Redis subscription. */
interface Channel {
  subscriptions: Set<Subscription>;
  subscribed: Promise<unknown>;
}

/**
 * Redis pub/sub across instances. A message published here reaches this instance's listeners too, through Redis like
 * everyone else's rather than straight away: Redis then is the one place that orders a channel, so every instance
 * delivers the messages of several publishers in the same order, and none is delivered twice. Redis pub/sub keeps
 * nothing: messages published while a connection is down are lost; ioredis reconnects and subscribes again.
 */
export function createRedisBus(url: string, log?: Logger): RealtimeBus {
  // A connection that has subscribed can run nothing but (un)subscribe commands, hence two.
  const publisher = new Redis(url, { connectionName: 'realtime-publisher' });
  const subscriber = new Redis(url, { connectionName: 'realtime-subscriber' });
  const channels = new Map<string, Channel>();
  let closed = false;

  for (const [role, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    // ioredis reports each failed reconnection here; without a listener it would print them to stderr.
    connection.on('error', (err) => log?.warn({ err, role }, 'realtime bus: redis connection error'));
  }

  subscriber.on('message', (channel: string, text: string) => {
    const subscriptions = channels.get(channel)?.subscriptions;
    if (!subscriptions) return;
    for (const subscription of [...subscriptions]) {
      // One listener may unsubscribe another while this message is being handed out.
      if (subscriptions.has(subscription)) deliverMessage(subscription.listener, text, channel, log);
    }
  });

  function assertOpen(): void {
    if (closed) throw new Error('realtime bus is closed');
  }

  async function unsubscribe(name: string, channel: Channel, subscription: Subscription): Promise<void> {
    if (!channel.subscriptions.delete(subscription) || channel.subscriptions.size > 0) return;
    channels.delete(name);
    // A later subscribe to the same name sends its SUBSCRIBE after this on the same connection, so it wins.
    if (!closed) await subscriber.unsubscribe(name);
  }

  return {
    async publish(name, message) {
      assertOpen();
      await publisher.publish(name, encodeMessage(message));
    },

    async subscribe(name, listener) {
      assertOpen();
      let channel = channels.get(name);
      if (!channel) {
        channel = { subscriptions: new Set(), subscribed: subscriber.subscribe(name) };
        channels.set(name, channel);
      }
      const subscription: Subscription = { listener };
      channel.subscriptions.add(subscription);
      const own = channel;
      try {
        await own.subscribed;
      } catch (err) {
        await unsubscribe(name, own, subscription).catch(() => undefined);
        throw err;
      }
      return () => unsubscribe(name, own, subscription);
    },

    async close() {
      closed = true;
      channels.clear();
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}

/** QUIT lets Redis finish what was sent; a connection that is not up would wait for a reconnection that may never come. */
async function quit(connection: Redis): Promise<void> {
  if (connection.status !== 'ready') {
    connection.disconnect();
    return;
  }
  await connection.quit().catch(() => connection.disconnect());
}
