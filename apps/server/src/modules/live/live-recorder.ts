import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { JobSender } from '../../infra/jobs/job.js';
import { startFeedRecording } from '../../infra/live-media/feed-recorder.js';
import type { MediaBackend } from '../../infra/live-media/media-backend.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { composeLiveRecordingJob } from './live.jobs.js';
import type { FeedRow, LiveRepository, SegmentRow } from './live.repository.js';

interface Deps {
  repository: LiveRepository;
  backend: MediaBackend;
  storage: ObjectStorage;
  jobs: JobSender;
  /** Segments are written under `<dataDir>/live/<activityId>/` while the live runs. */
  dataDir: string;
  log: Logger;
  now?: () => Date;
}

export const segmentKey = (segment: Pick<SegmentRow, 'activityId' | 'id'>) =>
  `activities/${segment.activityId}/live/segments/${segment.id}.mkv`;

/** When a segment left open by a restart ended: its file's last write, or its start when there is no file. */
async function lastWrite(segment: SegmentRow): Promise<Date> {
  const stat = await fsp.stat(segment.localPath).catch(() => null);
  return stat && stat.mtime > segment.startedAt ? stat.mtime : segment.startedAt;
}

/**
 * Spec: every live is recorded from go-live to end. Each feed is copied to its own file while live (an ffmpeg per
 * feed, fed by the SFU's RTP forward); at the end the files go to storage and a job composes them into one mp4.
 */
export function createLiveRecorder({ repository, backend, storage, jobs, dataDir, log, now = () => new Date() }: Deps) {
  /** Per feed, its recording (or the start of one): go-live and a publish at the same moment start one, not two. */
  const running = new Map<string, Promise<{ segmentId: string; stop: () => Promise<unknown> } | null>>();

  async function stopFeed(feedId: string): Promise<void> {
    const starting = running.get(feedId);
    if (!starting) return;
    running.delete(feedId);
    const recording = await starting;
    if (!recording) return;
    await recording.stop().catch((error: unknown) => log.error({ err: error, feedId }, 'the feed recorder did not stop cleanly'));
    await repository.updateSegment(recording.segmentId, { stoppedAt: now() });
  }

  return {
    async startFeed(feed: FeedRow): Promise<void> {
      if (running.has(feed.id)) return;
      const segmentId = randomUUID();
      const localPath = path.join(dataDir, 'live', feed.activityId, `${segmentId}.mkv`);
      const starting = (async () => {
        try {
          await fsp.mkdir(path.dirname(localPath), { recursive: true });
          const recording = await startFeedRecording(backend, feed.id, localPath, log);
          await repository.insertSegment({
            id: segmentId,
            activityId: feed.activityId,
            feedId: feed.id,
            userId: feed.userId,
            kind: feed.kind,
            localPath,
            startedAt: now(),
          });
          return { segmentId, stop: () => recording.stop() };
        } catch (error) {
          // The live goes on without this feed's recording rather than failing the publish.
          log.error({ err: error, feedId: feed.id }, 'could not start recording a feed');
          return null;
        }
      })();
      running.set(feed.id, starting);
      await starting;
    },

    stopFeed,

    /** Shutdown: every recording of this process ends cleanly; the live goes on when the server is back. */
    async close(): Promise<void> {
      await Promise.all([...running.keys()].map(stopFeed));
    },

    /** After stop: close what a restart left open, move every segment to storage, queue the composition. */
    async finish(activityId: string): Promise<void> {
      for (const segment of await repository.segmentsOf(activityId)) {
        if (!segment.stoppedAt) await repository.updateSegment(segment.id, { stoppedAt: await lastWrite(segment) });
        if (segment.storageKey) continue;
        const stat = await fsp.stat(segment.localPath).catch(() => null);
        if (!stat || stat.size === 0) continue;
        await storage.putFile(segmentKey(segment), segment.localPath, 'video/x-matroska');
        await repository.updateSegment(segment.id, { storageKey: segmentKey(segment) });
        await fsp.rm(segment.localPath, { force: true });
      }
      await jobs.enqueue(composeLiveRecordingJob, { activityId });
    },

    /** The ended lives (ANALYZING) with a recorded file on this machine that has not reached storage. */
    async endedWithFilesNotStored(): Promise<string[]> {
      const here = await Promise.all(
        (await repository.unstoredSegmentsOfEndedLives()).map(async (segment) => {
          const stat = await fsp.stat(segment.localPath).catch(() => null);
          return stat && stat.size > 0 ? segment.activityId : null;
        }),
      );
      return [...new Set(here.filter((id) => id !== null))];
    },
  };
}

export type LiveRecorder = ReturnType<typeof createLiveRecorder>;
