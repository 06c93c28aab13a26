import type { Logger } from 'pino';
import type { MediaBackend } from '../../infra/live-media/media-backend.js';
import type { ActivityRow } from '../activities/index.js';
import type { LiveRecorder } from './live-recorder.js';
import type { LiveRestreamer } from './live-restreamer.js';
import type { LiveRepository } from './live.repository.js';

interface Deps {
  repository: LiveRepository;
  backend: MediaBackend;
  recorder: LiveRecorder;
  restreamer: LiveRestreamer;
  /** Forgets the room's subscriptions: the SFU room closing ends them all. */
  forgetRoom(activityId: string): void;
  log: Logger;
  now: () => Date;
}

/** The end of a live's media in the background: feeds, recordings, restreams and the SFU room, awaited at shutdown. */
export function createLiveEndings({ repository, backend, recorder, restreamer, forgetRoom, log, now }: Deps) {
  /** Lives being ended in the background (see endLive). */
  const endings = new Set<Promise<void>>();

  async function finishLive(activityId: string) {
    await restreamer.stopAll(activityId);
    const feeds = await repository.endFeedsOf(activityId, now());
    for (const feed of feeds) await recorder.stopFeed(feed.id);
    forgetRoom(activityId);
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

  return {
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
}
