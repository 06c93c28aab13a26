import type { ActivityStatus, FeedOffer, LiveFeed, ParticipantRole } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { MediaBackend } from '../../infra/live-media/media-backend.js';
import { canWatch, feedsRevision } from './live.policy.js';
import type { FeedRow, LiveRepository, ParticipantRow, RoomFeeds } from './live.repository.js';

export const toFeed = (row: FeedRow): LiveFeed => ({
  id: row.id,
  participant_id: row.userId,
  display_name: row.displayName,
  kind: row.kind,
});

/** The feeds a participant may watch now, with their revision (see the `feeds` signal). */
export interface VisibleFeeds {
  feeds: LiveFeed[];
  revision: number;
}

function visibleOf(room: RoomFeeds, role: ParticipantRole, status: ActivityStatus): VisibleFeeds {
  return { feeds: canWatch(role, status) ? room.active.map(toFeed) : [], revision: feedsRevision(room.changes, status) };
}

interface Deps {
  repository: LiveRepository;
  backend: MediaBackend;
  statusOf(activityId: string): Promise<ActivityStatus>;
  log: Logger;
  unansweredOfferMs: number;
}

/** Who watches which feed: the SFU's offers to a participant, their answers, and the subscriptions they own here. */
export function createLiveWatching({ repository, backend, statusOf, log, unansweredOfferMs }: Deps) {
  /** Subscriptions live in this process's SFU; their owner is checked on every answer and close. */
  const subscriptions = new Map<string, { activityId: string; userId: string; answered: boolean }>();

  /** The SFU offers the feed to the participant, who owns the subscription; unanswered, it is withdrawn later. */
  async function offerFeed({ activityId, userId }: ParticipantRow, feedId: string) {
    const offer = await backend.subscribe(activityId, feedId);
    subscriptions.set(offer.subscriptionId, { activityId, userId, answered: false });
    const timer = setTimeout(() => {
      if (subscriptions.get(offer.subscriptionId)?.answered !== false) return;
      void withdraw(offer.subscriptionId);
    }, unansweredOfferMs);
    timer.unref();
    return offer;
  }

  async function withdraw(subscriptionId: string) {
    subscriptions.delete(subscriptionId);
    await backend
      .unsubscribe(subscriptionId)
      .catch((error: unknown) => log.warn({ err: error, subscriptionId }, 'the SFU had already dropped the subscription'));
  }

  async function visibleFeeds(activityId: string, role: ParticipantRole, status: ActivityStatus): Promise<VisibleFeeds> {
    return visibleOf(await repository.roomFeeds(activityId), role, status);
  }

  return {
    visibleFeeds,

    /** What `visibleFeeds` answers, from the room's feeds already read. */
    visibleOf,

    /**
     * The join answer's offers: every feed of `visible` (the room's feeds as `visibleOf` gives them to this participant)
     * but the participant's own, for a participant the join has just admitted (stored with their token), under the same
     * rule as `subscribe`. An offer the SFU cannot make is left out, and the browser asks for that feed itself.
     */
    async offersOnJoin(participant: ParticipantRow, status: ActivityStatus, visible: readonly LiveFeed[]): Promise<FeedOffer[]> {
      if (!canWatch(participant.role, status)) return [];
      const others = visible.filter((feed) => feed.participant_id !== participant.userId);
      const offers = await Promise.all(
        others.map(async (feed): Promise<FeedOffer[]> => {
          try {
            const offer = await offerFeed(participant, feed.id);
            return [{ feed_id: feed.id, subscription_id: offer.subscriptionId, sdp: offer.offerSdp }];
          } catch (error) {
            log.warn({ err: error, feedId: feed.id }, 'the SFU could not offer a feed on join');
            return [];
          }
        }),
      );
      return offers.flat();
    },

    /** Gives back offers that never reached the browser (the join failed after they were made). */
    async withdrawOffers(offers: readonly FeedOffer[]) {
      await Promise.all(offers.map((offer) => withdraw(offer.subscription_id)));
    },

    async feeds(participant: ParticipantRow) {
      const { feeds, revision } = await visibleFeeds(participant.activityId, participant.role, await statusOf(participant.activityId));
      return { results: feeds, revision };
    },

    /** POST /api/activities/{id}/live/subscriptions: the SFU offers the feed; viewers only while live. */
    async subscribe(participant: ParticipantRow, feedId: string) {
      const { activityId } = participant;
      if (!canWatch(participant.role, await statusOf(activityId))) throw new AppError('WEBINAR_NOT_LIVE', 'the webinar is not live yet');
      const feed = await repository.findFeed(feedId);
      if (!feed || feed.activityId !== activityId || feed.endedAt) throw new AppError('NOT_FOUND', 'no such feed in this room');
      let offer;
      try {
        offer = await offerFeed(participant, feedId);
      } catch (error) {
        log.warn({ err: error, feedId }, 'the SFU could not offer a feed');
        throw new AppError('MEDIA_UNAVAILABLE', 'the feed is not available on this server');
      }
      return { subscription_id: offer.subscriptionId, sdp: offer.offerSdp };
    },

    async answer(participant: ParticipantRow, subscriptionId: string, sdp: string) {
      const owner = subscriptions.get(subscriptionId);
      if (!owner || owner.userId !== participant.userId || owner.activityId !== participant.activityId) {
        throw new AppError('NOT_FOUND', 'no such subscription');
      }
      owner.answered = true;
      await backend.answer(subscriptionId, sdp);
    },

    async unsubscribe(participant: ParticipantRow, subscriptionId: string) {
      const owner = subscriptions.get(subscriptionId);
      if (!owner || owner.userId !== participant.userId) throw new AppError('NOT_FOUND', 'no such subscription');
      subscriptions.delete(subscriptionId);
      await backend.unsubscribe(subscriptionId);
    },

    /** What this process's SFU sends the participant in that room stops: their access ended. */
    async dropSubscriptionsOf(activityId: string, userId: string) {
      const owned = [...subscriptions].filter(([, owner]) => owner.activityId === activityId && owner.userId === userId);
      await Promise.all(owned.map(([subscriptionId]) => withdraw(subscriptionId)));
    },

    /** The room's SFU room is closing, and its subscriptions with it: none is left to withdraw. */
    forgetRoom(activityId: string) {
      for (const [id, owner] of subscriptions) if (owner.activityId === activityId) subscriptions.delete(id);
    },
  };
}
