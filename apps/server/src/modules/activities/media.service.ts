import path from 'node:path';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { Actor } from '../users/index.js';
import { mediaPath } from './activities.presenter.js';
import type { ActivitiesRepository, RecordingRow } from './activities.repository.js';
import type { ActivitiesService } from './activities.service.js';
import type { CaptionSource, Captions } from './media-captions.js';
import { CAPTIONS_FILE, CAPTIONS_PLAYLIST_FILE, captionsPlaylist, MASTER_PLAYLIST_FILE, masterPlaylist } from './media-playlists.js';
import type { WatchAccess } from './watch-access.js';

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
};

// Without a size and duration to go by, what a 720p recording takes.
const FALLBACK_BANDWIDTH = 2_500_000;

/** A stored object to stream, or text made for this request (playlists and captions from current data). */
export type MediaFile =
  { kind: 'stored'; key: string; contentType: string; storage: ObjectStorage } | { kind: 'made'; body: string; contentType: string };

const made = (file: string, body: string): MediaFile => ({ kind: 'made', body, contentType: CONTENT_TYPES[path.extname(file)]! });

function storedKey(recording: RecordingRow, file: string): string | null {
  if (file === 'poster.jpg') return recording.posterKey;
  if (file === 'source.mp4') return recording.sourceKey;
  const name = file.startsWith('hls/') ? file.slice('hls/'.length) : null;
  if (name && recording.hlsPrefix && recording.hlsFiles?.includes(name)) return `${recording.hlsPrefix}${name}`;
  return null;
}

/** Which stored object a media path names, after checking the caller may have it: on every request (spec §4). */
export function createMediaService(activities: ActivitiesService, repository: ActivitiesRepository, storage: ObjectStorage) {
  let captionSource: CaptionSource | null = null;

  async function captionsOf(watch: WatchAccess, recording: RecordingRow): Promise<Captions> {
    const captions = (await captionSource?.captionsOf(watch, recording.id)) ?? null;
    if (!captions) throw new AppError('NOT_FOUND', 'this recording has no captions');
    return captions;
  }

  /** The playlists and captions, made from the recording and its transcript as they stand now. */
  async function makeFile(watch: WatchAccess, recording: RecordingRow, file: string): Promise<MediaFile | null> {
    if (file === CAPTIONS_FILE) return made(file, (await captionsOf(watch, recording)).vtt);
    if (!recording.hlsPrefix) return null;
    if (file === MASTER_PLAYLIST_FILE) {
      const captions = (await captionSource?.captionsOf(watch, recording.id)) ?? null;
      const seconds = recording.durationSeconds;
      const bandwidth = seconds && recording.sizeBytes ? (recording.sizeBytes * 8) / seconds : FALLBACK_BANDWIDTH;
      return made(
        file,
        masterPlaylist({ bandwidth, captions: captions && { language: captions.language, uri: path.basename(CAPTIONS_PLAYLIST_FILE) } }),
      );
    }
    if (file === CAPTIONS_PLAYLIST_FILE) {
      await captionsOf(watch, recording);
      const vttUri = mediaPath(watch.row.id, recording.id, CAPTIONS_FILE);
      return made(file, captionsPlaylist({ durationSeconds: recording.durationSeconds ?? 0, vttUri }));
    }
    return null;
  }

  return {
    /** Captions are the analysis module's; it hands over its source once it is built. */
    provideCaptions(source: CaptionSource): void {
      captionSource = source;
    },

    async resolve(actor: Actor | null, activityId: string, recordingId: string, file: string): Promise<MediaFile> {
      const watch = await activities.watchAccess(actor, activityId);
      const recording = await repository.findRecording(recordingId);
      if (!recording || recording.activityId !== watch.row.id) throw new AppError('NOT_FOUND', 'no such recording');
      // The poster is the video's picture on lists, shown to everyone who may see the video, locked or not.
      if (file !== 'poster.jpg') {
        // Spec §6: guests are sent to log in from video pages; the media itself holds them to the same rule.
        if (!actor) throw new AppError('NOT_LOGGED_IN', 'log in to watch this video');
        if (watch.locked) throw new AppError('VIDEO_LOCKED', 'subscribe to watch this video');
      }
      const key = storedKey(recording, file);
      if (key) return { kind: 'stored', key, contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', storage };
      const madeFile = await makeFile(watch, recording, file);
      if (!madeFile) throw new AppError('NOT_FOUND', 'no such media file');
      return madeFile;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
