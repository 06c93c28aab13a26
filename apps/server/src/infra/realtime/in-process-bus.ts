import type { Logger } from 'pino';
import { deliverMessage, encodeMessage, type BusListener, type RealtimeBus } from './realtime-bus.js';

/** An object per subscription, so one function subscribed twice is two listeners and each unsubscribes on its own. */
interface Subscription {
  listener: BusListener;
}

/**
 * The embedded default (one process, no Redis). It behaves like the Redis bus where code could tell the difference:
 * messages are JSON round-tripped, arrive after `publish` has returned, and reach only listeners subscribed when it
 * was called.
 */
export function createInProcessBus(log?: Logger): RealtimeBus {
  const channels = new Map<string, Set<Subscription>>();
  let closed = false;

  function assertOpen(): void {
    if (closed) throw new Error('realtime bus is closed');
  }

  return {
    async publish(channel, message) {
      assertOpen();
      const text = encodeMessage(message);
      const subscriptions = channels.get(channel);
      if (!subscriptions) return;
      const targets = [...subscriptions];
      // Microtasks run first in, first out: publish order is delivery order.
      queueMicrotask(() => {
        for (const subscription of targets) {
          if (subscriptions.has(subscription)) deliverMessage(subscription.listener, text, channel, log);
        }
      });
    },

    async subscribe(channel, listener) {
      assertOpen();
      const subscription: Subscription = { listener };
      let subscriptions = channels.get(channel);
      if (!subscriptions) {
        subscriptions = new Set();
        channels.set(channel, subscriptions);
      }
      subscriptions.add(subscription);
      const own = subscriptions;
      return async () => {
        own.delete(subscription);
        if (own.size === 0 && channels.get(channel) === own) channels.delete(channel);
      };
    },

    async close() {
      closed = true;
      for (const subscriptions of channels.values()) subscriptions.clear();
      channels.clear();
    },
  };
}
