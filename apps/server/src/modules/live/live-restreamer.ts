import type { ParticipantRole } from '@platform/shared';
import type { Logger } from 'pino';
import { startFeedRestream } from '../../infra/live-media/feed-restream.js';
import type { MediaBackend } from '../../infra/live-media/media-backend.js';
import type { DestinationGuard } from '../../infra/live-media/restream-address.js';
import type { FeedRow, LiveRepository } from './live.repository.js';

interface Deps {
  repository: LiveRepository;
  backend: MediaBackend;
  /** Asked again just before dialling: a name checked when the host went live may resolve inside the network now. */
  destinationGuard: DestinationGuard;
  log: Logger;
}

/** The host's camera is what goes out to YouTube and Facebook; a speaker's only while the host has none. */
const leads = (role: ParticipantRole) => role === 'host' || role === 'admin';

/**
 * Spec §5 restream: while live, one camera feed goes to the host's destinations (one ffmpeg, one encode, up to 3
 * outputs). When that feed ends, another camera takes over, so a host reloading the page resumes the restream.
 */
export function createLiveRestreamer({ repository, backend, destinationGuard, log }: Deps) {
  const running = new Map<string, { feedId: string; lead: boolean; stop: () => Promise<void> }>();
  /** One change at a time per live: a publish and go-live at the same moment start one restream, not two. */
  const queues = new Map<string, Promise<void>>();
  function serially(activityId: string, work: () => Promise<void>): Promise<void> {
    const next = (queues.get(activityId) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => undefined);
    queues.set(activityId, settled);
    void settled.then(() => {
      if (queues.get(activityId) === settled) queues.delete(activityId);
    });
    return next;
  }

  async function start(activityId: string, feed: FeedRow, lead: boolean) {
    const stored = await repository.destinationsOf(activityId);
    const allowed = await Promise.all(stored.map((destination) => destinationGuard.allows(destination.serverUrl)));
    const destinations = stored.filter((destination, index) => {
      // The server URL only: the stream name is a secret.
      if (!allowed[index])
        log.warn({ activityId, serverUrl: destination.serverUrl }, 'a restream destination that resolves inside the network is skipped');
      return allowed[index];
    });
    if (destinations.length === 0) return;
    try {
      const restream = await startFeedRestream(
        backend,
        feed.id,
        destinations.map(({ serverUrl, streamName }) => ({ url: `${serverUrl.replace(/\/$/, '')}/${streamName}` })),
        log,
      );
      running.set(activityId, { feedId: feed.id, lead, stop: restream.stop });
    } catch (error) {
      log.error({ err: error, activityId }, 'the restream did not start');
    }
  }

  async function stop(activityId: string) {
    const current = running.get(activityId);
    if (!current) return;
    running.delete(activityId);
    await current.stop().catch((error: unknown) => log.warn({ err: error, activityId }, 'the restream did not stop cleanly'));
  }

  return {
    feedStarted(activityId: string, feed: FeedRow, role: ParticipantRole) {
      return serially(activityId, async () => {
        if (feed.kind !== 'camera') return;
        const current = running.get(activityId);
        if (current && (current.feedId === feed.id || current.lead || !leads(role))) return;
        await stop(activityId);
        await start(activityId, feed, leads(role));
      });
    },

    feedEnded(activityId: string, feedId: string) {
      return serially(activityId, async () => {
        if (running.get(activityId)?.feedId !== feedId) return;
        await stop(activityId);
        const next = (await repository.activeFeeds(activityId)).find((feed) => feed.kind === 'camera' && feed.id !== feedId);
        if (!next) return;
        const role = (await repository.findParticipant(activityId, next.userId))?.role ?? 'speaker';
        await start(activityId, next, leads(role));
      });
    },

    stopAll: (activityId: string) => serially(activityId, () => stop(activityId)),

    /** Shutdown: restreams end with this process; a restart resumes them when the host publishes again. */
    async close(): Promise<void> {
      await Promise.all([...running.keys()].map((activityId) => stop(activityId)));
    },
  };
}

export type LiveRestreamer = ReturnType<typeof createLiveRestreamer>;
