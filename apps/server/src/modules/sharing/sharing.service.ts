import { chunkLinkPath, CHUNK_PARAM, isPublished, type ChunkPreview, type ShareSettings } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { PageHead } from '../../http/page-head.js';
import { createMomentCache } from '../../infra/cache/moment-cache.js';
import type { WriteGeneration } from '../../infra/cache/write-generation.js';
import { richTextToPlain } from '../../infra/html/sanitize.js';
import type { ActivitiesService } from '../activities/index.js';
import type { Actor } from '../users/index.js';
import type { WorkspacesService } from '../workspaces/index.js';
import { headWords, shortDescription } from './head-words.js';
import type { SharingRepository } from './sharing.repository.js';
import { renderSitemap, SITEMAP_MAX_URLS } from './sitemap.js';
import { videoHead } from './video-head.js';

interface Deps {
  repository: SharingRepository;
  activities: ActivitiesService;
  workspaces: WorkspacesService;
  /** The site's public origin, for absolute URLs. */
  origin: string;
  siteName: string;
  /** Moved by every change made through this process: a sitemap built before it is built again. */
  writes: WriteGeneration;
}

/** Crawlers ask for the sitemap often and it lists every public page: it is built at most every few minutes. */
const SITEMAP_KEPT_MS = 5 * 60_000;
/**
 * A video page's head is the same for everyone (it is written as a guest sees the video) and costs about ten queries:
 * a crowd following one shared link reads it once a few seconds.
 */
const RECENT_HEADS = { ttlMs: 10_000, maxEntries: 500 };

const VIDEO_PAGE = /^\/video-playback\/([0-9a-f-]{36})\/?$/i;
const CHANNEL_PAGE = /^\/channel\/([^/]+)\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a shared link and a search engine read of a page, as a guest would see it: a video's or a chunk's head, a
 * channel's head, the short chunk links, the sitemap; and the host's choice of what locked videos show.
 */
export function createSharingService({ repository, activities, workspaces, origin, siteName, writes }: Deps) {
  const sitemaps = createMomentCache<string>({ ttlMs: SITEMAP_KEPT_MS, maxEntries: 1, generation: writes });
  const videoHeads = createMomentCache<PageHead>({ ...RECENT_HEADS, generation: writes });

  async function buildSitemap(): Promise<string> {
    const channels = await repository.publicChannels(SITEMAP_MAX_URLS);
    const videos = await repository.publicVideos(SITEMAP_MAX_URLS - channels.length);
    const chunks = await repository.publicChunks(SITEMAP_MAX_URLS - channels.length - videos.length);
    return renderSitemap(origin, [
      ...channels,
      ...videos.map((video) => ({ path: `/video-playback/${video.id}`, lastModified: video.lastModified })),
      ...chunks.map((chunk) => ({ path: chunkLinkPath(chunk.activityId, chunk.id), lastModified: chunk.lastModified })),
    ]);
  }

  /** The video as a guest sees it, when it is a published video a guest may open (or the channel is private: none). */
  async function guestVideo(activityId: string) {
    const activity = await activities.detail(null, activityId);
    if (!isPublished(activity.status)) throw new AppError('NOT_FOUND', 'no such video');
    return activity;
  }

  async function videoPageHead(activityId: string, chunkId: string | null): Promise<PageHead> {
    const activity = await guestVideo(activityId);
    const [{ workspace }, chunks] = await Promise.all([
      workspaces.accessForReading(null, activity.workspace_id),
      repository.publishedChunks(activity.id),
    ]);
    const chunkTextPublic = !activity.locked || (await repository.lockedTitlesPublic(workspace.id));
    return videoHead({
      origin,
      siteName,
      activity,
      channel: { name: workspace.name, language: workspace.language },
      chunks,
      chunkId,
      chunkTextPublic,
    });
  }

  async function channelPageHead(idOrSlug: string): Promise<PageHead> {
    const { workspace, canView } = await workspaces.accessForReading(null, idOrSlug);
    // A private channel's name is for its members: its head stays the app's own.
    if (!canView) throw new AppError('NOT_FOUND', 'no such channel');
    const words = headWords(workspace.language);
    const { logo_url } = await workspaces.summary(workspace);
    return {
      lang: words.lang,
      title: `${workspace.name} · ${siteName}`,
      description: shortDescription(richTextToPlain(workspace.description) || words.channelFallback(workspace.name)),
      canonicalUrl: `${origin}/channel/${workspace.id}`,
      siteName,
      ogType: 'website',
      ogLocale: words.ogLocale,
      image: logo_url ? new URL(logo_url, `${origin}/`).href : null,
      video: null,
      structuredData: null,
    };
  }

  async function requireManager(actor: Actor, workspaceId: string): Promise<void> {
    if (!(await workspaces.mayManage(actor, workspaceId))) {
      throw new AppError('PERMISSION_DENIED', 'only the channel host or an admin may change this');
    }
  }

  return {
    /** The head of a page of the web app, or null for pages it does not describe. */
    async pageHead({ pathname, query }: { pathname: string; query: URLSearchParams }): Promise<PageHead | null> {
      const video = VIDEO_PAGE.exec(pathname);
      if (video) {
        const chunkId = query.get(CHUNK_PARAM);
        return videoHeads.get(`${video[1]!.toLowerCase()} ${chunkId ?? ''}`, () => videoPageHead(video[1]!, chunkId));
      }
      const channel = CHANNEL_PAGE.exec(pathname);
      // Other pages under /channel/ (browse, dashboard, ...) are the app's own; a channel is linked by id or slug.
      if (channel && (UUID.test(channel[1]!) || /^[a-z0-9]+$/.test(channel[1]!))) return channelPageHead(channel[1]!);
      return null;
    },

    /** Where /m/{chunkId} goes: the chunk's link on its video's page. */
    async chunkLink(chunkId: string): Promise<string> {
      const chunk = await repository.findPublishedChunk(chunkId);
      if (!chunk) throw new AppError('NOT_FOUND', 'no such chunk');
      return chunkLinkPath(chunk.activityId, chunk.id);
    },

    /**
     * A chunk's title and summary for someone who may see its video but not play it (a guest, a viewer without the
     * plan): what its shared link's preview shows, under the same rule.
     */
    async preview(actor: Actor | null, chunkId: string): Promise<ChunkPreview> {
      const chunk = await repository.findPublishedChunk(chunkId);
      if (!chunk) throw new AppError('NOT_FOUND', 'no such chunk');
      const activity = await activities.detail(actor, chunk.activityId);
      if (activity.locked && !(await repository.lockedTitlesPublic(activity.workspace_id))) {
        throw new AppError('VIDEO_LOCKED', 'subscribe to watch this video');
      }
      const { id, activityId, startMs, endMs, title, summary } = chunk;
      return { id, activity_id: activityId, start: startMs, end: endMs, title, summary };
    },

    /** An open video's chunk thumbnail, for link previews, which fetch it without an account. */
    async thumbnailKey(chunkId: string): Promise<string> {
      const chunk = await repository.findPublishedChunk(chunkId);
      if (!chunk?.thumbnailKey) throw new AppError('NOT_FOUND', 'no such thumbnail');
      const activity = await guestVideo(chunk.activityId);
      if (activity.locked) throw new AppError('VIDEO_LOCKED', 'subscribe to watch this video');
      return chunk.thumbnailKey;
    },

    sitemap: () => sitemaps.get('sitemap', buildSitemap),

    async settings(actor: Actor, workspaceId: string): Promise<ShareSettings> {
      await requireManager(actor, workspaceId);
      return { locked_titles_public: await repository.lockedTitlesPublic(workspaceId) };
    },

    async saveSettings(actor: Actor, workspaceId: string, settings: ShareSettings): Promise<ShareSettings> {
      await requireManager(actor, workspaceId);
      await repository.saveLockedTitlesPublic(workspaceId, settings.locked_titles_public);
      return settings;
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
