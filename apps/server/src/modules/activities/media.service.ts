import { mediaUrlExpiry } from '@platform/shared';
import path from 'node:path';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { UrlSigner } from '../../infra/storage/url-signature.js';
import type { Actor } from '../users/index.js';
import { mediaPath } from './activities.presenter.js';
import type { ActivitiesRepository, RecordingRow } from './activities.repository.js';
import type { ActivitiesService } from './activities.service.js';
import type { CaptionSource, Captions } from './media-captions.js';
import {
  CAPTIONS_FILE,
  CAPTIONS_PLAYLIST_FILE,
  captionsPlaylist,
  MASTER_PLAYLIST_FILE,
  masterPlaylist,
  MEDIA_PLAYLIST,
} from './media-playlists.js';
import { createSignedMediaPlaylists } from './signed-media-playlists.js';
import type { WatchAccess } from './watch-access.js';

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.vtt': 'text/vtt; charset=utf-8',
};

// Without a size and duration to go by, what a 720p recording takes.
const FALLBACK_BANDWIDTH = 2_500_000;
const MEDIA_PLAYLIST_FILE = `hls/${MEDIA_PLAYLIST}`;

/** Stored bytes to fetch at a signed URL, or text made for this request (playlists and captions from current data). */
export type MediaFile = { kind: 'signed'; url: string } | { kind: 'made'; body: string; contentType: string };

/** A signed captions URL: whose view of the captions it carries (a host sees them before publication). */
export interface CaptionsSignature {
  expires: number;
  sig: string;
  view: 'manage' | 'watch';
}

const made = (file: string, body: string): MediaFile => ({ kind: 'made', body, contentType: CONTENT_TYPES[path.extname(file)]! });

function storedKey(recording: RecordingRow, file: string): string | null {
  if (file === 'poster.jpg') return recording.posterKey;
  if (file === 'source.mp4') return recording.sourceKey;
  const name = file.startsWith('hls/') ? file.slice('hls/'.length) : null;
  if (name && recording.hlsPrefix && recording.hlsFiles?.includes(name)) return `${recording.hlsPrefix}${name}`;
  return null;
}

/**
 * Which media a path names, after checking the caller may have it. The check is made once per playlist (or mp4,
 * poster): what the player then fetches, segments and captions, is at URLs signed for a few minutes (mediaUrlExpiry),
 * which storage serves without the API (S3) or the app serves from disk after checking only the signature.
 */
export function createMediaService(
  activities: ActivitiesService,
  repository: ActivitiesRepository,
  storage: ObjectStorage,
  signer: UrlSigner,
  now: () => number = Date.now,
) {
  let captionSource: CaptionSource | null = null;
  const signedMediaPlaylist = createSignedMediaPlaylists(storage, now);

  async function captionsOf(watch: WatchAccess, recording: RecordingRow): Promise<Captions> {
    const captions = (await captionSource?.captionsOf(watch, recording.id)) ?? null;
    if (!captions) throw new AppError('NOT_FOUND', 'this recording has no captions');
    return captions;
  }

  const captionsView = (watch: WatchAccess): CaptionsSignature['view'] => (watch.canManage ? 'manage' : 'watch');
  const signedCaptionsPath = (vttPath: string, view: CaptionsSignature['view']) => `${vttPath}?view=${view}`;

  /** The playlists and captions, made from the recording and its transcript as they stand now. */
  async function makeFile(watch: WatchAccess, recording: RecordingRow, file: string): Promise<MediaFile | null> {
    if (file === CAPTIONS_FILE) return made(file, (await captionsOf(watch, recording)).vtt);
    const { hlsPrefix } = recording;
    if (!hlsPrefix) return null;
    if (file === MEDIA_PLAYLIST_FILE) return made(file, await signedMediaPlaylist({ ...recording, hlsPrefix }));
    if (file === MASTER_PLAYLIST_FILE) {
      const captionsLanguage = (await captionSource?.languageOf(watch, recording.id)) ?? null;
      const seconds = recording.durationSeconds;
      const bandwidth = seconds && recording.sizeBytes ? (recording.sizeBytes * 8) / seconds : FALLBACK_BANDWIDTH;
      return made(
        file,
        masterPlaylist({
          bandwidth,
          captions: captionsLanguage ? { language: captionsLanguage, uri: path.basename(CAPTIONS_PLAYLIST_FILE) } : null,
        }),
      );
    }
    if (file === CAPTIONS_PLAYLIST_FILE) {
      if (!(await captionSource?.languageOf(watch, recording.id))) throw new AppError('NOT_FOUND', 'this recording has no captions');
      const vttPath = mediaPath(watch.row.id, recording.id, CAPTIONS_FILE);
      const view = captionsView(watch);
      const expires = mediaUrlExpiry(now());
      const sig = signer.sign(signedCaptionsPath(vttPath, view), expires);
      const vttUri = `${vttPath}?view=${view}&expires=${expires}&sig=${sig}`;
      return made(file, captionsPlaylist({ durationSeconds: recording.durationSeconds ?? 0, vttUri }));
    }
    return null;
  }

  async function findRecording(activityId: string, recordingId: string): Promise<RecordingRow> {
    const recording = await repository.findRecording(recordingId);
    if (!recording || recording.activityId !== activityId) throw new AppError('NOT_FOUND', 'no such recording');
    return recording;
  }

  return {
    /** Captions are the analysis module's; it hands over its source once it is built. */
    provideCaptions(source: CaptionSource): void {
      captionSource = source;
    },

    async resolve(actor: Actor | null, activityId: string, recordingId: string, file: string): Promise<MediaFile> {
      const watch = await activities.watchAccess(actor, activityId);
      const recording = await findRecording(watch.row.id, recordingId);
      // The poster is the video's picture on lists, shown to everyone who may see the video, locked or not.
      if (file !== 'poster.jpg') {
        // Spec §6: guests are sent to log in from video pages; the media itself holds them to the same rule.
        if (!actor) throw new AppError('NOT_LOGGED_IN', 'log in to watch this video');
        if (watch.locked) throw new AppError('VIDEO_LOCKED', 'subscribe to watch this video');
      }
      const key = storedKey(recording, file);
      if (key && file !== MEDIA_PLAYLIST_FILE) return { kind: 'signed', url: await storage.signedUrl(key, mediaUrlExpiry(now())) };
      const madeFile = await makeFile(watch, recording, file);
      if (!madeFile) throw new AppError('NOT_FOUND', 'no such media file');
      return madeFile;
    },

    /**
     * The captions at the signed URL their playlist gave: the signature stands for the access checked then, as a
     * segment's does. They are still made from the transcript as it stands.
     */
    async signedCaptions(activityId: string, recordingId: string, signature: CaptionsSignature): Promise<MediaFile> {
      const vttPath = mediaPath(activityId, recordingId, CAPTIONS_FILE);
      if (!signer.verify(signedCaptionsPath(vttPath, signature.view), signature.expires, signature.sig)) {
        throw new AppError('FORBIDDEN', 'the link is wrong or expired');
      }
      const row = await repository.findById(activityId);
      if (!row) throw new AppError('NOT_FOUND', 'no such webinar');
      const recording = await findRecording(row.id, recordingId);
      return made(CAPTIONS_FILE, (await captionsOf({ row, locked: false, canManage: signature.view === 'manage' }, recording)).vtt);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
