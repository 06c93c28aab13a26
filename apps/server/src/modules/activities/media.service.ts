import path from 'node:path';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import type { ActivitiesRepository } from './activities.repository.js';
import type { ActivitiesService } from './activities.service.js';

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

/** Which stored object a media path names, after checking the caller may have it: on every request (spec §4). */
export function createMediaService(activities: ActivitiesService, repository: ActivitiesRepository, storage: ObjectStorage) {
  return {
    async resolve(actor: Actor | null, activityId: string, recordingId: string, file: string) {
      const { row, locked } = await activities.watchAccess(actor, activityId);
      const recording = await repository.findRecording(recordingId);
      if (!recording || recording.activityId !== row.id) throw new AppError('NOT_FOUND', 'no such recording');
      // The poster is the video's picture on lists, shown to everyone who may see the video, locked or not.
      if (file !== 'poster.jpg') {
        // Spec §6: guests are sent to log in from video pages; the media itself holds them to the same rule.
        if (!actor) throw new AppError('NOT_LOGGED_IN', 'log in to watch this video');
        if (locked) throw new AppError('VIDEO_LOCKED', 'subscribe to watch this video');
      }
      let key: string | null = null;
      if (file === 'poster.jpg') key = recording.posterKey;
      else if (file === 'source.mp4') key = recording.sourceKey;
      else if (file.startsWith('hls/') && recording.hlsPrefix && recording.hlsFiles?.includes(file.slice('hls/'.length))) {
        key = `${recording.hlsPrefix}${file.slice('hls/'.length)}`;
      }
      if (!key) throw new AppError('NOT_FOUND', 'no such media file');
      return { key, contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', storage };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
