import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { z } from 'zod';
import { defineJob, type JobRef } from '../../infra/jobs/job.js';
import { composeRecording, type RecordingSegment } from '../../infra/media/compose-recording.js';
import { MediaError, probeMedia } from '../../infra/media/index.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { ActivitiesService } from '../activities/index.js';
import type { LiveRepository } from './live.repository.js';

/** Composes a live's feed recordings into the webinar's one mp4; a restart starts again from the stored segments. */
export const composeLiveRecordingJob: JobRef<{ activityId: string }> = {
  id: 'live.compose-recording',
  schema: z.object({ activityId: z.string().uuid() }),
  retryLimit: 2,
  expireInSeconds: 6 * 60 * 60,
};

/**
 * Spec §4 and 001 §8: a live stopped within seconds, or with camera and microphone both off, has no video to open;
 * the analysis page lists those causes for this key.
 */
export const VIDEO_OPEN_FAILED = 'VIDEO_OPEN_FAILED';

/** The host's camera leads the composed frame, then speakers, then anyone else who published. */
const PRIORITY: Record<string, number> = { host: 3, admin: 2, speaker: 1, viewer: 0 };

interface Deps {
  repository: LiveRepository;
  activities: ActivitiesService;
  storage: ObjectStorage;
  log: Logger;
}

async function download(storage: ObjectStorage, key: string, target: string): Promise<void> {
  const stored = await storage.read(key);
  if (!stored) throw new Error(`the segment ${key} is not in storage`);
  await pipeline(stored.body, fs.createWriteStream(target));
}

export const liveRecordingKey = (activityId: string) => `activities/${activityId}/live/recording.mp4`;

export function createLiveJobs({ repository, activities, storage, log }: Deps) {
  return [
    defineJob({
      ...composeLiveRecordingJob,
      async handler({ activityId }) {
        const row = await activities.findRow(activityId);
        if (!row || row.status !== 'ANALYZING') return;
        const stored = await repository.segmentsOf(activityId);
        const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'live-compose-'));
        try {
          const goLive = row.goLiveTime?.getTime();
          const end = row.endLiveTime?.getTime() ?? Date.now();
          const roles = new Map((await repository.participants(activityId, new Date())).map((p) => [p.userId, p.role]));
          const segments: RecordingSegment[] = [];
          for (const segment of stored) {
            if (!segment.storageKey || goLive === undefined) continue;
            const local = path.join(workDir, `${segment.id}.mkv`);
            await download(storage, segment.storageKey, local);
            const probe = await probeMedia(local).catch(() => null);
            if (!probe) continue;
            segments.push({
              path: local,
              kind: segment.kind,
              participantId: segment.userId,
              startMs: Math.max(0, segment.startedAt.getTime() - goLive),
              endMs: Math.min(end, (segment.stoppedAt ?? row.endLiveTime ?? new Date(end)).getTime()) - goLive,
              hasAudio: probe.audio !== undefined,
              hasVideo: probe.video !== undefined,
              priority: PRIORITY[roles.get(segment.userId) ?? 'viewer'] ?? 0,
            });
          }
          const output = path.join(workDir, 'recording.mp4');
          try {
            await composeRecording({ durationMs: goLive === undefined ? 0 : end - goLive, segments, outputPath: output }, { log });
          } catch (error) {
            if (!(error instanceof MediaError) || (error.code !== 'RECORDING_TOO_SHORT' && error.code !== 'RECORDING_EMPTY')) throw error;
            log.warn({ activityId, reason: error.code }, 'the live left no recording to analyse');
            await activities.transition(activityId, ['ANALYZING'], { status: 'ANALYZING_ERROR', errMsg: VIDEO_OPEN_FAILED });
            return;
          }
          const probe = await probeMedia(output);
          await storage.putFile(liveRecordingKey(activityId), output, 'video/mp4');
          const { size } = await fsp.stat(output);
          await activities.addRecording(activityId, {
            sourceKey: liveRecordingKey(activityId),
            sizeBytes: size,
            durationSeconds: probe.durationSeconds,
          });
        } finally {
          await fsp.rm(workDir, { recursive: true, force: true });
        }
      },
    }),
  ];
}
