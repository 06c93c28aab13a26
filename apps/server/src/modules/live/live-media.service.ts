import type { ActivityStatus } from '@platform/shared';
import type { Logger } from 'pino';
import type { MediaBackend } from '../../infra/live-media/media-backend.js';
import { createLiveEndings } from './live-endings.js';
import { createLivePublishing } from './live-publishing.js';
import type { LiveRecorder } from './live-recorder.js';
import type { LiveRestreamer } from './live-restreamer.js';
import type { RoomMessenger } from './live-room.js';
import { createLiveWatching } from './live-watching.js';
import type { LiveRepository } from './live.repository.js';

interface Deps {
  repository: LiveRepository;
  backend: MediaBackend;
  recorder: LiveRecorder;
  restreamer: LiveRestreamer;
  messenger: RoomMessenger;
  /** The webinar's status now (the room's rules depend on it). */
  statusOf(activityId: string): Promise<ActivityStatus>;
  log: Logger;
  now?: () => Date;
  /** How long an offer waits for the browser's answer before the SFU drops it (a page closed, a tile never shown). */
  unansweredOfferMs?: number;
}

/**
 * Who watches whom through the SFU: the feeds published (live-publishing.ts), the subscriptions to them
 * (live-watching.ts), and the end of a live's media in the background (live-endings.ts).
 */
export function createLiveMediaService(deps: Deps) {
  const parts = { ...deps, now: deps.now ?? (() => new Date()), unansweredOfferMs: deps.unansweredOfferMs ?? 30_000 };
  const { forgetRoom, ...watching } = createLiveWatching(parts);
  return {
    ...watching,
    ...createLivePublishing(parts),
    ...createLiveEndings({ ...parts, forgetRoom }),
  };
}

export type LiveMediaService = ReturnType<typeof createLiveMediaService>;
