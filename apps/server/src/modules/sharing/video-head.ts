import { chunkLinkPath, type Activity, type WorkspaceLanguage } from '@platform/shared';
import type { PageHead } from '../../http/page-head.js';
import { richTextToPlain } from '../../infra/html/sanitize.js';
import { chunkMediaPath } from '../analysis/index.js';
import { headWords, shortDescription } from './head-words.js';
import type { SharedChunkRow } from './sharing.repository.js';

export interface VideoHeadInput {
  /** The site's public origin, for absolute URLs. */
  origin: string;
  siteName: string;
  /** The video as a guest sees it: a locked one carries no recording. */
  activity: Activity;
  channel: { name: string; language: WorkspaceLanguage };
  chunks: SharedChunkRow[];
  /** The chunk the link opens, when it is one of this video's. */
  chunkId: string | null;
  /** Whether the chunks' titles and summaries may be shown: always for an open video, by the host's choice for a locked one. */
  chunkTextPublic: boolean;
}

const absolute = (origin: string, url: string) => new URL(url, `${origin}/`).href;
const seconds = { start: (ms: number) => Math.floor(ms / 1000), end: (ms: number) => Math.ceil(ms / 1000) };

/** The open video's file anyone may fetch the address of: the uploaded mp4. */
function openMedia(activity: Activity): string | null {
  if (activity.locked) return null;
  return activity.recording.find((recording) => recording.media_state === 'ready')?.archive_url ?? null;
}

/** The thumbnail a preview may show of an open video's chunk; a locked video's chunks show the video's cover. */
export const sharedThumbnailPath = (chunkId: string) => `/api/share/chunks/${chunkId}/thumbnail.jpg`;

/** Spec: VideoObject with one Clip per published chunk, so search engines can list the video's key moments. */
function videoObject(input: VideoHeadInput, words: ReturnType<typeof headWords>, description: string): Record<string, unknown> {
  const { origin, activity, channel, chunks } = input;
  const media = openMedia(activity);
  const duration = activity.recording.find((recording) => recording.duration !== null)?.duration ?? null;
  const title = (chunk: SharedChunkRow, index: number) => chunk.title.trim() || words.untitledChunk(index + 1);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: activity.title.en,
    description,
    ...(activity.thumbnail_url ? { thumbnailUrl: [absolute(origin, activity.thumbnail_url)] } : {}),
    uploadDate: activity.start_date,
    inLanguage: words.lang,
    url: absolute(origin, `/video-playback/${activity.id}`),
    isAccessibleForFree: !activity.locked,
    ...(duration !== null ? { duration: `PT${Math.round(duration)}S` } : {}),
    ...(media ? { contentUrl: absolute(origin, media) } : {}),
    publisher: { '@type': 'Organization', name: channel.name, url: absolute(origin, `/channel/${activity.workspace_id}`) },
    ...(input.chunkTextPublic && chunks.length > 0
      ? {
          hasPart: chunks.map((chunk, index) => ({
            '@type': 'Clip',
            name: title(chunk, index),
            startOffset: seconds.start(chunk.startMs),
            endOffset: seconds.end(chunk.endMs),
            url: absolute(origin, chunkLinkPath(activity.id, chunk.id)),
          })),
        }
      : {}),
  };
}

/**
 * The head of /video-playback/{id}, or of one chunk's link (?chunk=): the chunk's title and summary when they may be
 * shown, the video's otherwise. Media addresses only for an open video, never for a locked one.
 */
export function videoHead(input: VideoHeadInput): PageHead {
  const { origin, siteName, activity, channel, chunks } = input;
  const words = headWords(channel.language);
  const videoTitle = activity.title.en;
  const videoDescription = shortDescription(
    activity.locked && !input.chunkTextPublic
      ? words.lockedVideo(channel.name)
      : richTextToPlain(activity.description) || words.videoFallback(channel.name),
  );
  const index = chunks.findIndex((chunk) => chunk.id === input.chunkId);
  const chunk = input.chunkTextPublic && index >= 0 ? chunks[index]! : null;
  const cover = activity.thumbnail_url ? absolute(origin, activity.thumbnail_url) : null;
  const base = {
    lang: words.lang,
    siteName,
    ogType: 'video.other' as const,
    ogLocale: words.ogLocale,
    structuredData: videoObject(input, words, videoDescription),
  };
  if (!chunk) {
    const media = openMedia(activity);
    return {
      ...base,
      title: `${videoTitle} · ${channel.name}`,
      description: videoDescription,
      canonicalUrl: absolute(origin, `/video-playback/${activity.id}`),
      image: cover,
      video: media ? { url: absolute(origin, media), type: 'video/mp4' } : null,
    };
  }
  const chunkTitle = chunk.title.trim() || words.untitledChunk(index + 1);
  const open = !activity.locked;
  return {
    ...base,
    title: words.chunkTitle(chunkTitle, videoTitle),
    description: shortDescription(chunk.summary || words.chunkFallback(videoTitle, channel.name)),
    canonicalUrl: absolute(origin, chunkLinkPath(activity.id, chunk.id)),
    image: open && chunk.thumbnailKey ? absolute(origin, sharedThumbnailPath(chunk.id)) : cover,
    video: open && chunk.clipReady ? { url: absolute(origin, chunkMediaPath(chunk.id, 'clip.mp4')), type: 'video/mp4' } : null,
  };
}
