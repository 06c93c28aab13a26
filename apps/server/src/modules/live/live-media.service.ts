import {
  type ActivityStatus,
  type FeedKind,
  type FeedOffer,
  type LiveFeed,
  type LiveSignal,
  type ParticipantRole,
  type StreamDestination,
} from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { MediaBackend } from '../../infra/live-media/media-backend.js';
import type { ActivityRow } from '../activities/index.js';
import type { LiveRecorder } from './live-recorder.js';
import type { LiveRestreamer } from './live-restreamer.js';
import { canPublish, canWatch, feedsRevision } from './live.policy.js';
import type { FeedRow, LiveRepository, ParticipantRow, RoomFeeds } from './live.repository.js';

/** What the room needs of the realtime hub: deliver to everyone in a room, or to one participant, on any instance. */
export interface RoomMessenger {
  broadcast(roomId: string, message: unknown): void | Promise<void>;
  sendTo(roomId: string, participantId: string, message: unknown): void | Promise<void>;
  /** Closes the participant's sockets in the room, on any instance. */
  closeParticipant(roomId: string, participantId: string, code: number, reason: string): void | Promise<void>;
}

interface Deps {
  repository: LiveRepository;
  backend: MediaBackend;
  recorder: LiveRecorder;
  restreamer: LiveRestreamer;
  messenger: RoomMessenger;
  /** The webinar's status now (the room's rules depend on it). */
  statusOf(activityId: string): Promise<ActivityStatus>;
  log: Logger;
  now?: () => Date;
  /** How long an offer waits for the browser's answer before the SFU drops it (a page closed, a tile never shown). */
  unansweredOfferMs?: number;
}

const toFeed = (row: FeedRow): LiveFeed => ({ id: row.id, participant_id: row.userId, display_name: row.displayName, kind: row.kind });

/** The feeds a participant may watch now, with their revision (see the `feeds` signal). */
export interface VisibleFeeds {
  feeds: LiveFeed[];
  revision: number;
}

function visibleOf(room: RoomFeeds, role: ParticipantRole, status: ActivityStatus): VisibleFeeds {
  return { feeds: canWatch(role, status) ? room.active.map(toFeed) : [], revision: feedsRevision(room.changes, status) };
}

/** Who watches whom: publish and subscribe through the SFU, with each feed recorded and restreamed while live. */
export function createLiveMediaService({
  repository,
  backend,
  recorder,
  restreamer,
  messenger,
  statusOf,
  log,
  now = () => new Date(),
  unansweredOfferMs = 30_000,
}: Deps) {
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

  /** Lives being ended in the background (see endLive). */
  const endings = new Set<Promise<void>>();

  async function finishLive(activityId: string) {
    await restreamer.stopAll(activityId);
    const feeds = await repository.endFeedsOf(activityId, now());
    for (const feed of feeds) await recorder.stopFeed(feed.id);
    for (const [id, owner] of subscriptions) if (owner.activityId === activityId) subscriptions.delete(id);
    await backend.closeRoom(activityId).catch((error: unknown) => log.warn({ err: error, activityId }, 'closing the SFU room failed'));
    await repository.clearDestinations(activityId);
    await recorder.finish(activityId);
  }

  /** Ends the live in the background, tracked so that shutdown waits for it. */
  function endInBackground(activityId: string): void {
    const ending = finishLive(activityId).catch((error: unknown) =>
      log.error({ err: error, activityId }, 'ending the live failed; its recording may be incomplete'),
    );
    endings.add(ending);
    void ending.finally(() => endings.delete(ending));
  }

  /** Viewers hear of feeds once the webinar is live; before, only the publishers in the waiting room do. */
  async function announceFeeds(activityId: string) {
    const [status, room] = await Promise.all([statusOf(activityId), repository.roomFeeds(activityId)]);
    const signal: LiveSignal = { type: 'feeds', feeds: room.active.map(toFeed), revision: feedsRevision(room.changes, status) };
    const channel = `live:${activityId}`;
    if (status === 'LIVE') return messenger.broadcast(channel, { from: null, signal });
    const people = await repository.participants(activityId, now());
    await Promise.all(people.filter((p) => canPublish(p.role)).map((p) => messenger.sendTo(channel, p.userId, { from: null, signal })));
  }

  async function endFeed(feed: FeedRow, announce = true) {
    const ended = await repository.endFeed(feed.id, now());
    if (!ended) return;
    await recorder.stopFeed(feed.id);
    await backend
      .unpublish(feed.id)
      .catch((error: unknown) => log.warn({ err: error, feedId: feed.id }, 'the SFU had already dropped the feed'));
    await restreamer.feedEnded(feed.activityId, feed.id);
    if (announce) await announceFeeds(feed.activityId);
  }

  /**
   * Recording and restream of a live feed start beside the call, not in it: the browser gets its SDP answer (and the
   * host the go-live answer) without waiting for ffmpeg. Each fails on its own, logged, and the live goes on.
   */
  function startOutputs(feed: FeedRow, role: ParticipantRole) {
    void Promise.all([recorder.startFeed(feed), restreamer.feedStarted(feed.activityId, feed, role)]).catch((error: unknown) =>
      log.error({ err: error, feedId: feed.id }, 'a feed output did not start'),
    );
  }

  backend.onFeedEnded((feedId) => {
    void repository
      .findFeed(feedId)
      .then((feed) => (feed ? endFeed(feed) : undefined))
      .catch((error: unknown) => log.error({ err: error, feedId }, 'could not end a dropped feed'));
  });

  const service = {
    async visibleFeeds(activityId: string, role: ParticipantRole, status: ActivityStatus): Promise<VisibleFeeds> {
      return visibleOf(await repository.roomFeeds(activityId), role, status);
    },

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

    /** POST /api/activities/{id}/live/publish: the host and speakers publish camera or screen (spec §6). */
    async publish(participant: ParticipantRow, kind: FeedKind, sdp: string) {
      const { activityId, userId } = participant;
      if (!canPublish(participant.role)) throw new AppError('LIVE_ROLE_REQUIRED', 'only the host and speakers publish');
      const status = await statusOf(activityId);
      if (status !== 'PENDING_LIVE' && status !== 'LIVE') throw new AppError('WEBINAR_ENDED', 'webinar is ended');
      const feeds = await repository.activeFeeds(activityId);
      // One camera per person (a reload replaces it); one screen share in the room (an override replaces it).
      const replaced = feeds.filter((feed) => feed.kind === kind && (kind === 'screen' || feed.userId === userId));
      for (const feed of replaced) await endFeed(feed, false);
      await backend.openRoom(activityId);
      const { feedId, answerSdp } = await backend.publish({ roomId: activityId, offerSdp: sdp, participantId: userId, kind });
      const feed = await repository.insertFeed({ id: feedId, activityId, userId, displayName: participant.displayName, kind });
      // Read again: the host may have gone live while the SFU answered, and go-live only saw the feeds stored by then.
      if ((await statusOf(activityId)) === 'LIVE') startOutputs(feed, participant.role);
      await announceFeeds(activityId);
      return { feed_id: feedId, sdp: answerSdp };
    },

    async unpublish(participant: ParticipantRow, feedId: string) {
      const feed = await repository.findFeed(feedId);
      const mayEnd =
        feed &&
        feed.activityId === participant.activityId &&
        (feed.userId === participant.userId || participant.role === 'host' || participant.role === 'admin');
      if (!feed || !mayEnd) throw new AppError('NOT_FOUND', 'no such feed in this room');
      await endFeed(feed);
    },

    async feeds(participant: ParticipantRow) {
      const { feeds, revision } = await service.visibleFeeds(
        participant.activityId,
        participant.role,
        await statusOf(participant.activityId),
      );
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

    async endFeedsOfParticipant(activityId: string, userId: string) {
      const feeds = (await repository.activeFeeds(activityId)).filter((feed) => feed.userId === userId);
      for (const feed of feeds) await endFeed(feed, false);
      if (feeds.length > 0) await announceFeeds(activityId);
    },

    async endScreenOf(activityId: string, userId: string) {
      const feeds = (await repository.activeFeeds(activityId)).filter((feed) => feed.kind === 'screen' && feed.userId === userId);
      for (const feed of feeds) await endFeed(feed, false);
      if (feeds.length > 0) await announceFeeds(activityId);
    },

    /** go-live: every feed already in the waiting room starts recording; restreams start on the host's camera. */
    async startLive(row: ActivityRow, destinations: StreamDestination[]) {
      await repository.setDestinations(row.id, destinations);
      const feeds = await repository.activeFeeds(row.id);
      const people = await repository.participants(row.id, now());
      for (const feed of feeds) startOutputs(feed, people.find((p) => p.userId === feed.userId)?.role ?? 'speaker');
      await announceFeeds(row.id);
    },

    /**
     * stop: feeds end, recordings close and go to composition, the SFU room closes. Started, not awaited: ffmpeg may
     * take its grace period to finish a file, and a long live's segments take minutes to reach object storage, which
     * the host's End should not wait for (nor fail on: the webinar has ended either way). `settled` waits for it.
     */
    endLive(row: ActivityRow): void {
      endInBackground(row.id);
    },

    /**
     * At start: a stop whose ending the process did not live to finish (killed while ffmpeg closed the files or the
     * segments went to storage) left the webinar ANALYZING with its files on this machine and no composition queued.
     * Those endings are finished now, so the recording made so far is not lost.
     */
    async resumeInterruptedEndings(): Promise<void> {
      for (const activityId of await recorder.endedWithFilesNotStored()) endInBackground(activityId);
    },

    /** Every live this process has begun to end is ended; shutdown waits for this. */
    async settled(): Promise<void> {
      await Promise.all(endings);
    },
  };
  return service;
}

export type LiveMediaService = ReturnType<typeof createLiveMediaService>;
