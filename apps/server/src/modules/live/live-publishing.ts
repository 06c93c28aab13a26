import type { ActivityStatus, FeedKind, LiveSignal, ParticipantRole, StreamDestination } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { MediaBackend } from '../../infra/live-media/media-backend.js';
import type { ActivityRow } from '../activities/index.js';
import type { LiveRecorder } from './live-recorder.js';
import type { LiveRestreamer } from './live-restreamer.js';
import { roomOf, type RoomMessenger } from './live-room.js';
import { toFeed } from './live-watching.js';
import { canPublish, feedsRevision } from './live.policy.js';
import type { FeedRow, LiveRepository, ParticipantRow } from './live.repository.js';

interface Deps {
  repository: LiveRepository;
  backend: MediaBackend;
  recorder: LiveRecorder;
  restreamer: LiveRestreamer;
  messenger: RoomMessenger;
  statusOf(activityId: string): Promise<ActivityStatus>;
  log: Logger;
  now: () => Date;
}

/** The feeds the host and speakers publish through the SFU, each recorded and restreamed while the webinar is live. */
export function createLivePublishing({ repository, backend, recorder, restreamer, messenger, statusOf, log, now }: Deps) {
  /** Viewers hear of feeds once the webinar is live; before, only the publishers in the waiting room do. */
  async function announceFeeds(activityId: string) {
    const [status, room] = await Promise.all([statusOf(activityId), repository.roomFeeds(activityId)]);
    const signal: LiveSignal = { type: 'feeds', feeds: room.active.map(toFeed), revision: feedsRevision(room.changes, status) };
    const channel = roomOf(activityId);
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

  /** Ends the room's feeds that match, and tells the room once. */
  async function endFeedsOf(activityId: string, matches: (feed: FeedRow) => boolean) {
    const feeds = (await repository.activeFeeds(activityId)).filter(matches);
    for (const feed of feeds) await endFeed(feed, false);
    if (feeds.length > 0) await announceFeeds(activityId);
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

  return {
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

    endFeedsOfParticipant: (activityId: string, userId: string) => endFeedsOf(activityId, (feed) => feed.userId === userId),

    endScreenOf: (activityId: string, userId: string) => endFeedsOf(activityId, (feed) => feed.kind === 'screen' && feed.userId === userId),

    /** go-live: every feed already in the waiting room starts recording; restreams start on the host's camera. */
    async startLive(row: ActivityRow, destinations: StreamDestination[]) {
      await repository.setDestinations(row.id, destinations);
      const feeds = await repository.activeFeeds(row.id);
      const people = await repository.participants(row.id, now());
      for (const feed of feeds) startOutputs(feed, people.find((p) => p.userId === feed.userId)?.role ?? 'speaker');
      await announceFeeds(row.id);
    },
  };
}
