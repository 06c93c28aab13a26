import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { EventPublisher } from '../../infra/events/domain-events.js';
import { defineJob, type JobRef } from '../../infra/jobs/job.js';
import { makePoster, MediaError, packageHls, probeMedia } from '../../infra/media/index.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { recordingReady } from './activities.events.js';
import type { ActivitiesRepository } from './activities.repository.js';

/** A restart mid-transcode is retried from the start; a recording that keeps failing is marked failed. */
export const processRecordingJob: JobRef<{ recordingId: string }> = {
  id: 'activities.process-recording',
  schema: z.object({ recordingId: z.string().uuid() }),
  retryLimit: 3,
  // A long recording that must be transcoded takes a while; only after this is a running attempt counted as lost.
  expireInSeconds: 6 * 60 * 60,
};

const POSTER_AT_SECONDS = 5;
/** Progress is written at most this often, so a long transcode does not flood the database. */
const PROGRESS_STEP = 0.05;

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
};

interface Deps {
  repository: ActivitiesRepository;
  storage: ObjectStorage;
  unitOfWork: UnitOfWork;
  events: EventPublisher;
  log: Logger;
}

/** Copies a stored object to a local file, so ffmpeg reads a seekable file whatever the storage is. */
async function download(storage: ObjectStorage, key: string, target: string): Promise<void> {
  const stored = await storage.read(key);
  if (!stored) throw new Error(`the recording ${key} is not in storage`);
  await pipeline(stored.body, fs.createWriteStream(target));
}

export function createMediaJobs({ repository, storage, unitOfWork, events, log }: Deps) {
  return [
    defineJob({
      ...processRecordingJob,
      /** Probe, poster frame, HLS; idempotent: a retry starts from the stored mp4 and overwrites what it made before. */
      async handler({ recordingId }) {
        const recording = await repository.findRecording(recordingId);
        if (!recording || recording.mediaState === 'ready') return;
        const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'recording-'));
        const prefix = `activities/${recording.activityId}/recordings/${recording.id}/`;
        try {
          await repository.updateRecording(recording.id, { mediaState: 'processing', progress: 0, error: null });
          const source = path.join(workDir, 'source.mp4');
          await download(storage, recording.sourceKey, source);
          const probe = await probeMedia(source);
          let written = 0;
          const hlsDir = path.join(workDir, 'hls');
          await fsp.mkdir(hlsDir);
          const hls = await packageHls(source, hlsDir, {
            probe,
            onProgress: (fraction) => {
              if (fraction - written < PROGRESS_STEP) return;
              written = fraction;
              // Scaled to 0.95: storing the files is the last step.
              void repository.updateRecording(recording.id, { progress: Math.min(0.95, fraction * 0.95) });
            },
          });
          let posterKey: string | null = null;
          if (probe.video) {
            await makePoster(source, path.join(workDir, 'poster.jpg'), POSTER_AT_SECONDS, { probe });
            posterKey = `${prefix}poster.jpg`;
            await storage.putFile(posterKey, path.join(workDir, 'poster.jpg'), 'image/jpeg');
          }
          for (const file of hls.files) {
            await storage.putFile(
              `${prefix}hls/${file}`,
              path.join(hlsDir, file),
              CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
            );
          }
          // Ready, playable and announced together: a restart in between loses none of it.
          await unitOfWork.run(async () => {
            await repository.updateRecording(recording.id, {
              mediaState: 'ready',
              progress: 1,
              durationSeconds: probe.durationSeconds,
              hlsPrefix: `${prefix}hls/`,
              hlsFiles: hls.files,
              posterKey,
              reencoded: hls.reencoded,
            });
            // The newest ready recording is the one played; older ones are kept until the host deletes them.
            await repository.update(recording.activityId, { playableAt: new Date() });
            await events.publish(recordingReady, { activityId: recording.activityId, recordingId: recording.id });
          });
        } catch (error) {
          log.error({ err: error, recordingId }, 'processing a recording failed');
          const message = error instanceof MediaError ? `${error.code}: ${error.message}` : 'processing failed';
          await repository.updateRecording(recording.id, { mediaState: 'failed', error: message.slice(0, 500) });
          throw error;
        } finally {
          await fsp.rm(workDir, { recursive: true, force: true });
        }
      },
    }),
  ];
}
