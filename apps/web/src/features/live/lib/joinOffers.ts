import type { FeedOffer } from '@platform/shared';
import { answerOffer, type AnsweringSubscription, type SignallingPeer } from './peer';

/** One of the join's subscriptions, and the track events its connection had before a tile took it. */
export interface JoinSubscription<P extends SignallingPeer> extends AnsweringSubscription<P> {
  /** A connection fires its track events while the offer is set, which happens before any tile listens. */
  trackEvents: readonly RTCTrackEvent[];
}

/**
 * The offers the join answer brought (one per feed the newcomer may watch), answered as soon as the join returns,
 * before the room is rendered: rendering it took 60-130 ms of the page's main thread, which the answer's steps
 * (setRemoteDescription, createAnswer, setLocalDescription) each waited for, and ICE, DTLS and the first keyframe all
 * came after the answer. Now they go on while the room renders. Each feed's tile takes its subscription once; the
 * room closes the ones no tile took when it goes.
 */
export class JoinOffers<P extends SignallingPeer> {
  private readonly unclaimed: Map<string, JoinSubscription<P>>;

  private constructor(subscriptions: Map<string, JoinSubscription<P>>) {
    this.unclaimed = subscriptions;
  }

  /**
   * Starts answering every offer and resolves once each answer is on its way to the server (or its connection has
   * failed, which the tile's retry then repairs by asking for a new offer).
   */
  static async answer<P extends SignallingPeer>(
    offers: readonly FeedOffer[],
    createPeer: () => P,
    sendAnswer: (subscriptionId: string, sdp: string) => Promise<void>,
  ): Promise<JoinOffers<P>> {
    const subscriptions = new Map<string, JoinSubscription<P>>();
    const sending: Promise<void>[] = [];
    for (const offer of offers) {
      const pc = createPeer();
      const trackEvents: RTCTrackEvent[] = [];
      pc.addEventListener('track', (event) => trackEvents.push(event as RTCTrackEvent));
      let sent!: () => void;
      sending.push(new Promise((resolve) => (sent = resolve)));
      const answered = answerOffer(pc, offer.sdp, (sdp) => {
        sent();
        return sendAnswer(offer.subscription_id, sdp);
      });
      answered.catch(sent);
      subscriptions.set(offer.feed_id, { subscriptionId: offer.subscription_id, pc, answered, trackEvents });
    }
    await Promise.all(sending);
    return new JoinOffers(subscriptions);
  }

  /** The feed's subscription, the first time only: a retry asks the server for a new offer. */
  claim(feedId: string): JoinSubscription<P> | undefined {
    const subscription = this.unclaimed.get(feedId);
    this.unclaimed.delete(feedId);
    return subscription;
  }

  /** Ends the subscriptions no tile took (their feed left, or the room closed before showing them). */
  close(unsubscribe: (subscriptionId: string) => Promise<void>): void {
    for (const { pc, subscriptionId } of this.unclaimed.values()) {
      pc.close();
      void unsubscribe(subscriptionId).catch(() => undefined);
    }
    this.unclaimed.clear();
  }
}
