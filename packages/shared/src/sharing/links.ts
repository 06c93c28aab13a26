import { z } from 'zod';

/** The query parameter of /video-playback/{id} that opens one of its chunks (a shared chunk link). */
export const CHUNK_PARAM = 'chunk';

/** The page of one chunk: its video, opened at the chunk's start with the chunk in view. */
export function chunkLinkPath(activityId: string, chunkId: string): string {
  return `/video-playback/${encodeURIComponent(activityId)}?${CHUNK_PARAM}=${encodeURIComponent(chunkId)}`;
}

/** The short form of a chunk link, which the server redirects to chunkLinkPath. */
export function shortChunkPath(chunkId: string): string {
  return `/m/${encodeURIComponent(chunkId)}`;
}

/** What a channel shows of its locked videos to people without access: titles and summaries, never media. */
export const shareSettingsSchema = z.object({ locked_titles_public: z.boolean() });
export type ShareSettings = z.infer<typeof shareSettingsSchema>;

/** GET /api/share/chunks/{id}: what anyone who may see the video may read of one chunk (a shared link's preview). */
export const chunkPreviewSchema = z.object({
  id: z.string(),
  activity_id: z.string(),
  /** Milliseconds, like every chunk time on the wire. */
  start: z.number().int(),
  end: z.number().int(),
  title: z.string(),
  summary: z.string(),
});
export type ChunkPreview = z.infer<typeof chunkPreviewSchema>;
