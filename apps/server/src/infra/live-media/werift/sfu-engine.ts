import { randomUUID } from 'node:crypto';
import type { Forward, ForwardTarget, PublishRequest } from '../media-backend.js';
import { Feed } from './feed.js';
import { peerConfig } from './peer-config.js';
import type { EngineCalls, WeriftNetworkOptions } from './protocol.js';
import { RtpForward } from './rtp-forward.js';
import { Subscription } from './subscription.js';

export interface EngineEvents {
  feedEnded(feedId: string): void;
  info(message: string, context: Record<string, unknown>): void;
  warn(message: string, context: Record<string, unknown>): void;
}

/** The SFU's state and werift objects. It lives in the worker thread only; see werift-worker.ts. */
export class SfuEngine implements EngineCalls {
  private readonly rooms = new Map<string, Set<string>>();
  private readonly feeds = new Map<string, Feed>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly forwards = new Map<string, RtpForward>();

  constructor(
    private readonly network: WeriftNetworkOptions,
    private readonly events: EngineEvents,
  ) {}

  async openRoom(roomId: string): Promise<void> {
    if (!this.rooms.has(roomId)) this.rooms.set(roomId, new Set());
  }

  async closeRoom(roomId: string): Promise<void> {
    const feedIds = this.rooms.get(roomId);
    this.rooms.delete(roomId);
    await Promise.all([...(feedIds ?? [])].map((feedId) => this.endFeed(feedId)));
  }

  async publish(request: PublishRequest): Promise<{ feedId: string; answerSdp: string }> {
    const room = this.rooms.get(request.roomId);
    if (!room) throw new Error(`room ${request.roomId} is not open`);
    const feedId = randomUUID();
    const { feed, answerSdp } = await Feed.publish(
      { feedId, roomId: request.roomId },
      request.offerSdp,
      peerConfig(this.network),
      (lost, reason) => {
        this.events.info('publisher connection lost', { feedId: lost.id, reason });
        this.inBackground('end a lost feed', { feedId: lost.id }, async () => {
          if (await this.endFeed(lost.id)) this.events.feedEnded(lost.id);
        });
      },
    );
    // The room may have closed while ICE was gathering.
    if (this.rooms.get(request.roomId) !== room) {
      await feed.close();
      throw new Error(`room ${request.roomId} closed while publishing`);
    }
    room.add(feedId);
    this.feeds.set(feedId, feed);
    return { feedId, answerSdp };
  }

  async unpublish(feedId: string): Promise<void> {
    await this.endFeed(feedId);
  }

  async subscribe(roomId: string, feedId: string): Promise<{ subscriptionId: string; offerSdp: string }> {
    const feed = this.feeds.get(feedId);
    if (!feed || feed.roomId !== roomId) throw new Error(`feed ${feedId} is not published in room ${roomId}`);
    const { subscription, offerSdp } = await Subscription.offer(randomUUID(), feed, peerConfig(this.network), (lost) => {
      this.inBackground('end a lost subscription', { subscriptionId: lost.id }, () => this.unsubscribe(lost.id));
    });
    if (!this.feeds.has(feedId)) {
      await subscription.close();
      throw new Error(`feed ${feedId} ended while subscribing`);
    }
    this.subscriptions.set(subscription.id, subscription);
    return { subscriptionId: subscription.id, offerSdp };
  }

  async answer(subscriptionId: string, answerSdp: string): Promise<void> {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`subscription ${subscriptionId} does not exist`);
    await subscription.answer(answerSdp);
  }

  async unsubscribe(subscriptionId: string): Promise<void> {
    const subscription = this.subscriptions.get(subscriptionId);
    this.subscriptions.delete(subscriptionId);
    await subscription?.close();
  }

  async startForward(feedId: string, target: ForwardTarget): Promise<Forward> {
    const feed = this.feeds.get(feedId);
    if (!feed) throw new Error(`feed ${feedId} is not published`);
    const id = randomUUID();
    const forward = new RtpForward(id, feed, target, (error) => {
      this.events.warn('RTP forward could not send', { feedId, forwardId: id, error: error.message });
    });
    this.forwards.set(id, forward);
    return { id, sdp: forward.sdp };
  }

  async stopForward(forwardId: string): Promise<void> {
    this.forwards.get(forwardId)?.close();
    this.forwards.delete(forwardId);
  }

  /** Runs work nobody awaits: a failure is logged, never left as an unhandled rejection that would end the worker. */
  private inBackground(what: string, context: Record<string, unknown>, work: () => Promise<void>): void {
    work().catch((error: unknown) => this.events.warn(`could not ${what}`, { ...context, error: String(error) }));
  }

  /** Removes a feed with everything that receives it. Idempotent: unpublish and a lost connection may race. */
  private async endFeed(feedId: string): Promise<boolean> {
    const feed = this.feeds.get(feedId);
    if (!feed) return false;
    this.feeds.delete(feedId);
    this.rooms.get(feed.roomId)?.delete(feedId);
    for (const [id, forward] of this.forwards) {
      if (forward.feed !== feed) continue;
      forward.close();
      this.forwards.delete(id);
    }
    const subscriptions = [...this.subscriptions.values()].filter((subscription) => subscription.feed === feed);
    for (const subscription of subscriptions) this.subscriptions.delete(subscription.id);
    await Promise.all([feed.close(), ...subscriptions.map((subscription) => subscription.close())]);
    return true;
  }
}
